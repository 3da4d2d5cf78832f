/** The sportsbook's views by path: /, /live, /favorites, /bets, /{sport slug}, /{sport slug}/{event id}. */
import { findSport } from '@contract/sports-catalogue';
import type { Sport } from '@contract/sports';

export type SportsbookView =
  | { kind: 'home' }
  | { kind: 'live' }
  | { kind: 'favorites' }
  | { kind: 'bets' }
  | { kind: 'sport'; sport: Sport }
  | { kind: 'event'; sport: Sport; eventId: string }
  | { kind: 'notFound' };

const FIXED = { live: 'live', favorites: 'favorites', bets: 'bets' } as const;

export function viewOf(path: string): SportsbookView {
  const [, first = '', second, ...rest] = path.split('/');
  if (rest.length > 0) return { kind: 'notFound' };
  if (first === '') return { kind: 'home' };
  if (first in FIXED && second === undefined) return { kind: FIXED[first as keyof typeof FIXED] };
  const sport = findSport(first);
  if (!sport || sport.slug !== first) return { kind: 'notFound' };
  return second ? { kind: 'event', sport, eventId: second } : { kind: 'sport', sport };
}

export const sportPath = (sport: Pick<Sport, 'slug'>) => `/${sport.slug}`;
export const eventPath = (sport: Pick<Sport, 'slug'>, matchId: string) => `/${sport.slug}/${matchId}`;
