/** A number that counts up to its target over `durationMs` (requestAnimationFrame), from 0 on each change. */
import { useEffect, useState } from 'react';

export function useCountUp(target: number, durationMs: number): number {
  const [shown, setShown] = useState({ target: 0, value: 0 });
  useEffect(() => {
    if (target <= 0) return;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setShown({ target, value: target * (1 - (1 - progress) ** 3) });
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);
  return shown.target === target ? shown.value : 0;
}
