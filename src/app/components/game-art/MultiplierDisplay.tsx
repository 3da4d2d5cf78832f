import clsx from 'clsx';
import { formatMultiplier } from './format';
import { useCountUp, useReducedMotion } from './motion';
import './game-art.css';

export interface MultiplierDisplayProps {
  /** Where the count ends. */
  value: number;
  /** Where it starts (1 by default). */
  from?: number;
  /** Milliseconds of the count. */
  duration?: number;
  /** Count up (false in quick mode and for still pictures); reduced motion also turns it off. */
  animate?: boolean;
  /** A new key counts again from `from` (the round id). */
  runKey?: unknown;
  /** Colour once the count arrived: green for a win, red for a loss. */
  tone?: 'win' | 'lose' | null;
  decimals?: number;
  size?: 'small' | 'medium' | 'large';
  /** Accessible prefix, e.g. 'Result'. */
  label?: string;
  className?: string;
}

/**
 * A multiplier that counts up to its value (geometric easing, so 1× to 1,000,000× reads well) and takes its
 * win or loss colour when it arrives. Screen readers hear only the final value.
 */
export function MultiplierDisplay({
  value,
  from = 1,
  duration = 1000,
  animate = true,
  runKey,
  tone = null,
  decimals = 2,
  size = 'large',
  label,
  className,
}: MultiplierDisplayProps) {
  const reduced = useReducedMotion();
  const { value: shown, done } = useCountUp(value, {
    from,
    duration,
    enabled: animate && !reduced,
    runKey,
  });
  const final = formatMultiplier(value, decimals);
  return (
    <div
      className={clsx(
        'multiplier-display',
        `multiplier-display--${size}`,
        done && tone && `multiplier-display--${tone}`,
        done ? 'multiplier-display--done' : 'multiplier-display--counting',
        className,
      )}
    >
      <span className="multiplier-display__value" aria-hidden="true">
        {formatMultiplier(shown, decimals)}
      </span>
      <span className="visually-hidden" role="status">
        {done ? `${label ? `${label}: ` : ''}${final}` : ''}
      </span>
    </div>
  );
}
