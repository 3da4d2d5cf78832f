/**
 * The header price's flash: on each change the element takes the direction's colour (data-tone, kept until
 * the next change, as exchanges colour the last price) and its background flashes once. Done on the element
 * itself, so a tick costs one render of the price and no second one for the flash.
 */
import { useEffect, useRef, type RefObject } from 'react';

export const FLASH_MS = 600;

const reducedMotion =
  typeof window === 'undefined' ? null : (window.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null);

const FLASH_COLOURS = { up: 'rgb(46 204 113 / 25%)', down: 'rgb(239 77 90 / 25%)' } as const;

/** The ref to put on the price's element. */
export function useFlash<T extends HTMLElement>(price: number | null): RefObject<T | null> {
  const element = useRef<T>(null);
  const previous = useRef(price);
  // The running flash, cancelled by the next (asking the element for its animations forces a style pass).
  const running = useRef<Animation | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    const target = element.current;
    if (!target || price === null || before === null || price === before) return;
    const tone = price > before ? 'up' : 'down';
    target.dataset.tone = tone;
    if (reducedMotion?.matches) return;
    running.current?.cancel();
    running.current = target.animate?.(
      [{ backgroundColor: FLASH_COLOURS[tone] }, { backgroundColor: 'transparent' }],
      {
        duration: FLASH_MS,
        easing: 'ease-out',
      },
    );
  }, [price]);
  return element;
}
