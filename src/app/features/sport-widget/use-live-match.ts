/**
 * The match a live view shows: held in the sports store (and kept live there by the sports channel while the
 * view is open), loaded with its incidents when opened and again whenever its score or status moves, since the
 * channel carries the match, not what happened in it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MatchIncident, SportEvent } from '@contract/sports';
import { api } from '../../api/api';
import { sportsFailureText, storeEvents, useSports, watchSports } from '../sports/sports-store';

export interface LiveMatch {
  event: SportEvent | undefined;
  /** Sim time at which the match's clock was read. */
  readAt: number;
  incidents: MatchIncident[];
  /** The first load's failure, while nothing is held to show. */
  error: string | null;
  retry(): void;
}

/** A key that changes when a refetch is worth it: a score, a period or the status. */
const stateKey = (matchId: string, event: SportEvent | undefined) =>
  event
    ? `${matchId}|${event.match.status}|${event.match.score.home}:${event.match.score.away}|${event.match.period}`
    : matchId;

const NO_INCIDENTS: MatchIncident[] = [];

export function useLiveMatch(matchId: string): LiveMatch {
  const event = useSports((state) => state.events[matchId]);
  const readAt = useSports((state) => state.clockReadAt[matchId] ?? 0);
  const [loaded, setLoaded] = useState<{ matchId: string; incidents: MatchIncident[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = stateKey(matchId, event);
  /** The state the last answer was read at: storing that answer must not load it again. */
  const loadedKey = useRef<string | null>(null);

  useEffect(() => watchSports(), []);

  useEffect(() => {
    if (key === loadedKey.current) return;
    let active = true;
    api('POST /api/sport/event', { id: matchId }).then(
      (detail) => {
        if (!active) return;
        const { incidents, ...held } = detail;
        loadedKey.current = stateKey(matchId, held);
        storeEvents([held]);
        setLoaded({ matchId, incidents });
        setError(null);
      },
      (failure: unknown) => active && setError(sportsFailureText(failure)),
    );
    return () => {
      active = false;
    };
  }, [matchId, key, attempt]);

  const retry = useCallback(() => {
    loadedKey.current = null;
    setAttempt((value) => value + 1);
  }, []);
  const incidents = loaded?.matchId === matchId ? loaded.incidents : NO_INCIDENTS;
  return { event, readAt, incidents, error: event ? null : error, retry };
}
