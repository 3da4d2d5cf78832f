/**
 * Balance changes animate for 1 second (community.md §5): the number runs from the old value to the new one
 * (easing out), at once when the person asked the system for less motion.
 */
import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../components/game-art/motion';

export const BALANCE_TWEEN_MS = 1000;

interface Run {
  from: number;
  to: number;
}

export interface Tween {
  /** The number to show now. */
  value: number;
  /** While running, where it started (the caller keeps room for the longer text of both ends); else null. */
  from: number | null;
}

/**
 * `value` as it should show: a change runs over `durationMs`; a change of `key` (another currency, demo and
 * real) jumps, as the amount is another one, not a changed one. A change during a run starts from where the
 * run was.
 */
export function useTweenedNumber(value: number, key: unknown, durationMs = BALANCE_TWEEN_MS): Tween {
  const reduced = useReducedMotion();
  const [seen, setSeen] = useState({ key, value });
  const [run, setRun] = useState<Run | null>(null);
  const [shown, setShown] = useState(value);

  // Adjusting state while rendering, as React advises for state that follows a prop.
  if (seen.key !== key || seen.value !== value) {
    setSeen({ key, value });
    const animate = seen.key === key && !reduced && typeof requestAnimationFrame === 'function';
    const from = run ? shown : seen.value;
    setRun(animate ? { from, to: value } : null);
    setShown(animate ? from : value);
  }

  useEffect(() => {
    if (!run) return;
    let start: number | null = null;
    let handle = 0;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min((now - start) / durationMs, 1);
      setShown(run.from + (run.to - run.from) * (1 - (1 - progress) ** 3));
      if (progress < 1) handle = requestAnimationFrame(tick);
      else setRun(null);
    };
    handle = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(handle);
  }, [run, durationMs]);

  return run ? { value: shown, from: run.from } : { value, from: null };
}
