/**
 * What keeps the slip live while it is shown: the sports channel (the selections' odds and markets), the events
 * of selections no screen has loaded (after a reload on another page), and for a signed-in player the queue's
 * verdicts and their bets.
 */
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { api } from '../../api/api';
import { storeEvents, useSports, watchSports } from '../sports/sports-store';
import { watchMyBets } from './my-bets-store';
import { watchVerdicts } from './slip-placement';
import { useSlip } from './slip-store';

/** Matches already asked for, so that a match the server no longer knows is not asked for on every render. */
const requested = new Set<string>();

function loadMissingEvents(matchIds: readonly string[]): void {
  const held = useSports.getState().events;
  for (const id of matchIds) {
    if (held[id] || requested.has(id)) continue;
    requested.add(id);
    // A match that cannot be read stays at the slip's odds; the server judges the bet anyway.
    api('POST /api/sport/event', { id }).then(
      (event) => storeEvents([event]),
      () => undefined,
    );
  }
}

export function useSlipFeed(userId: string | null): void {
  const matchIds = useSlip(useShallow((state) => state.selections.map((entry) => entry.matchId)));
  useEffect(() => watchSports(), []);
  useEffect(() => loadMissingEvents(matchIds), [matchIds]);
  useEffect(() => {
    if (!userId) return;
    const stopVerdicts = watchVerdicts(userId);
    const stopBets = watchMyBets(userId);
    return () => {
      stopVerdicts();
      stopBets();
    };
  }, [userId]);
}
