import { useEffect, useRef, useState } from 'react';

/** How long a price shows which way it moved. */
export const MOVE_SHOWN_MS = 3_000;

/** 'up' or 'down' for a while after the odds moved, as sportsbooks mark a changed price; null otherwise. */
export function useOddsMove(odds: number): 'up' | 'down' | null {
  const previous = useRef(odds);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (odds === before) return;
    setMove(odds > before ? 'up' : 'down');
    const timer = setTimeout(() => setMove(null), MOVE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return move;
}
