/**
 * What the live widget shows for a match (community.md "Movable live sport widget"): a stats panel for a sport,
 * a drawn stream for an esport, or the unavailable notice when nothing is being played.
 */
import { findSport } from '@contract/sports-catalogue';
import type { Match } from '@contract/sports';

export type LiveView = 'stats' | 'video' | 'unavailable';

export const UNAVAILABLE_TEXT = 'No live stream for this match';

export function liveViewOf(match: Pick<Match, 'status' | 'sportId'>): LiveView {
  if (match.status !== 'live') return 'unavailable';
  return findSport(match.sportId)?.kind === 'ESPORTS' ? 'video' : 'stats';
}

/** Why there is no stream, under the notice. */
export function unavailableReason(status: Match['status']): string {
  if (status === 'scheduled') return 'The stream starts with the match.';
  if (status === 'cancelled') return 'This match was called off.';
  if (status === 'ended') return 'This match has ended.';
  return '';
}
