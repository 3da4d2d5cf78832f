import { useEffect } from 'react';
import { useSession } from '../../auth';
import { useRealtimeSettled } from '../realtime';
import { followRace, useRace, type RaceState } from './race-store';

/** Follows the running race while the component is shown (once the events connection has settled). */
export function useRaceBoard(): RaceState {
  const settled = useRealtimeSettled();
  const meId = useSession((session) => session.user?._id ?? null);
  useEffect(() => (settled ? followRace(meId) : undefined), [settled, meId]);
  return useRace();
}
