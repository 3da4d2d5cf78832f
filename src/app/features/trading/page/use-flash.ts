/**
 * Which way the last price change went, for the header's flash: 'up' or 'down' for a moment after each
 * change, and a counter that changes with every change so the same direction twice restarts the animation.
 */
import { useEffect, useRef, useState } from 'react';

export interface Flash {
  tone: 'up' | 'down' | null;
  count: number;
}

export const FLASH_MS = 600;

export function useFlash(price: number | null): Flash {
  const previous = useRef(price);
  const [flash, setFlash] = useState<Flash>({ tone: null, count: 0 });

  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (price === null || before === null || price === before) return;
    setFlash((last) => ({ tone: price > before ? 'up' : 'down', count: last.count + 1 }));
    const timer = setTimeout(() => setFlash((last) => ({ ...last, tone: null })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);

  return flash;
}
