import { useEffect, useState } from 'react';
import { useSession } from '../../auth';
import { useRealtimeSettled } from '../realtime';
import { followRace, useRace, type RaceState } from './race-store';
import { serverNow } from './sim-clock';

/** Follows the running race while the component is shown (once the events connection has settled). */
export function useRaceBoard(): RaceState {
  const settled = useRealtimeSettled();
  const meId = useSession((session) => session.user?._id ?? null);
  useEffect(() => (settled ? followRace(meId) : undefined), [settled, meId]);
  return useRace();
}

const TICK_MS = 1_000;

/** The server's time as the client predicts it (see sim-clock.ts), refreshed every second; null before any answer. */
export function useServerNow(): number | null {
  const samples = useRace((state) => state.samples);
  const [localNow, setLocalNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocalNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return serverNow(samples, localNow);
}
