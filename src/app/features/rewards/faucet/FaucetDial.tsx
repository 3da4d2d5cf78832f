import { useEffect } from 'react';
import { FAUCET } from '@contract/index';
import { useCountUp, useReducedMotion } from '../../../components/game-art/motion';
import { formatUsd } from '../../feed/format';
import { SPINNING } from './faucet-rules';
import type { FaucetPhase } from './use-faucet';

export interface FaucetDialProps {
  phase: FaucetPhase;
  /** The VIP level's largest reward: where the dial starts. */
  max: number;
  value: number | null;
  spinKey: number;
  /** Called once the dial has reached the reward. */
  onSpun: () => void;
}

/**
 * The faucet's number: the level's largest reward until a claim, then a run-down from it to the reward over
 * 5 s (a requestAnimationFrame tween; at once under reduced motion), then 'Received $X'.
 */
export function FaucetDial({ phase, max, value, spinKey, onSpun }: FaucetDialProps) {
  const reduced = useReducedMotion();
  const spinning = phase === 'spinning';
  const { value: shown, done } = useCountUp(value ?? max, {
    from: max,
    duration: FAUCET.spinMs,
    enabled: spinning && !reduced,
    runKey: spinKey,
  });
  useEffect(() => {
    if (spinning && done) onSpun();
  }, [spinning, done, onSpun]);

  const caption =
    phase === 'claiming' || spinning
      ? SPINNING
      : value !== null
        ? `Received ${formatUsd(value)}`
        : `Win up to ${formatUsd(max)}`;
  return (
    <div
      className="faucet-dial"
      data-phase={phase}
      data-received={phase === 'received' || (phase === 'idle' && value !== null) ? '' : undefined}
    >
      <span className="faucet-dial__value" data-testid="faucet-value" aria-hidden="true">
        {formatUsd(phase === 'claiming' ? max : shown)}
      </span>
      <span className="faucet-dial__caption" role="status">
        {caption}
      </span>
    </div>
  );
}
