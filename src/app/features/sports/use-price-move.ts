/**
 * Which way a price last moved, for a short flash (green up, red down) on the odds buttons. `serial` counts
 * the moves, so that two moves the same way in a row restart the flash.
 */
import { useEffect, useRef, useState } from 'react';

export type PriceMove = 'up' | 'down';

const FLASH_MS = 1_600;

export function priceMoveOf(before: number, after: number): PriceMove | null {
  if (after > before) return 'up';
  if (after < before) return 'down';
  return null;
}

export function usePriceMove(price: number): { move: PriceMove | null; serial: number } {
  const previous = useRef(price);
  const [state, setState] = useState<{ move: PriceMove | null; serial: number }>({ move: null, serial: 0 });

  useEffect(() => {
    const move = priceMoveOf(previous.current, price);
    previous.current = price;
    if (!move) return;
    setState((current) => ({ move, serial: current.serial + 1 }));
    const timer = setTimeout(() => setState((current) => ({ ...current, move: null })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);

  return state;
}
