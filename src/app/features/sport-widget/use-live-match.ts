/**
 * The match a live view shows: loaded with its incidents when opened (loadEvent), then kept live by the sports
 * channel while the view is open — the store moves the match, its markets and its incidents with each push.
 */
import { useCallback, useEffect, useState } from 'react';
import type { MatchIncident, SportEvent } from '@contract/sports';
import { loadEvent, sportsFailureText, useSports, watchSports } from '../sports/sports-store';

export interface LiveMatch {
  event: SportEvent | undefined;
  /** Sim time at which the match's clock was read. */
  readAt: number;
  incidents: readonly MatchIncident[];
  /** The load's failure, while nothing is held to show. */
  error: string | null;
  retry(): void;
}

const NO_INCIDENTS: MatchIncident[] = [];

export function useLiveMatch(matchId: string): LiveMatch {
  const event = useSports((state) => state.events[matchId]);
  const readAt = useSports((state) => state.clockReadAt[matchId] ?? 0);
  const incidents = useSports((state) => state.incidents[matchId]) ?? NO_INCIDENTS;
  const [failure, setFailure] = useState<{ matchId: string; text: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => watchSports(), []);

  useEffect(() => {
    let active = true;
    loadEvent(matchId).then(
      () => active && setFailure(null),
      (error: unknown) => active && setFailure({ matchId, text: sportsFailureText(error) }),
    );
    return () => {
      active = false;
    };
  }, [matchId, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const error = !event && failure?.matchId === matchId ? failure.text : null;
  return { event, readAt, incidents, error, retry };
}
