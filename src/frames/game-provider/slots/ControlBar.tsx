/** Balance, stake stepper, Spin (also the Space key), auto spin and, for games that sell it, the bonus. */
import { useEffect, useState } from 'react';
import { BetStepper } from './BetStepper';
import type { Money } from './game-call';
import type { AutoPlan } from './use-slot-machine';

const AUTO_COUNTS = [10, 25, 50];

interface Props {
  format: Money;
  balance: number;
  bet: number;
  betSteps: number[];
  betIndex: number;
  onBetIndex(index: number): void;
  locked: boolean;
  busy: boolean;
  freeSpins: boolean;
  auto: AutoPlan | null;
  onSpin(): void;
  onAuto(spins: number, stopOnBonus: boolean): void;
  onStopAuto(): void;
  buyPrice: number | null;
  onBuy(): void;
  onInfo(): void;
}

export function ControlBar(props: Props) {
  const { format, balance, bet, betSteps, betIndex, locked, busy, auto, onSpin } = props;
  const [autoOpen, setAutoOpen] = useState(false);
  const [stopOnBonus, setStopOnBonus] = useState(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'BUTTON', 'SELECT'].includes(target.tagName)) return;
      event.preventDefault();
      onSpin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onSpin]);

  return (
    <div className="slot-controls">
      <div className="slot-controls__readout">
        <span className="slot-controls__label">Balance</span>
        <strong data-testid="slot-balance">{format(balance)}</strong>
      </div>
      <BetStepper
        bet={bet}
        format={format}
        steps={betSteps}
        index={betIndex}
        onIndex={props.onBetIndex}
        locked={locked}
      />
      <div className="slot-controls__actions">
        <button
          type="button"
          className="slot-round-button"
          aria-label="Paytable and rules"
          onClick={props.onInfo}
        >
          i
        </button>
        {props.buyPrice !== null && (
          <button type="button" className="slot-buy" disabled={locked} onClick={props.onBuy}>
            Buy bonus
            <small>{format(bet * props.buyPrice)}</small>
          </button>
        )}
        <div className="slot-auto">
          {auto ? (
            <button
              type="button"
              className="slot-auto__toggle slot-auto__toggle--on"
              onClick={props.onStopAuto}
            >
              Stop <small>{auto.left} left</small>
            </button>
          ) : (
            <button
              type="button"
              className="slot-auto__toggle"
              aria-expanded={autoOpen}
              disabled={locked}
              onClick={() => setAutoOpen(!autoOpen)}
            >
              Auto
            </button>
          )}
          {autoOpen && !auto && (
            <div className="slot-auto__menu" role="menu">
              {AUTO_COUNTS.map((count) => (
                <button
                  key={count}
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    setAutoOpen(false);
                    props.onAuto(count, stopOnBonus);
                  }}
                >
                  {count} spins
                </button>
              ))}
              <label className="slot-auto__option">
                <input
                  type="checkbox"
                  checked={stopOnBonus}
                  onChange={(event) => setStopOnBonus(event.target.checked)}
                />
                Stop on bonus
              </label>
            </div>
          )}
        </div>
        <button
          type="button"
          className={`slot-spin${busy ? ' slot-spin--busy' : ''}`}
          aria-label={props.freeSpins ? 'Free spin' : 'Spin'}
          disabled={busy || (locked && !props.freeSpins)}
          onClick={onSpin}
        >
          <svg viewBox="0 0 24 24" aria-hidden>
            <path d="M12 4a8 8 0 1 1-7.4 5H2l3.5-4L9 9H6.7A6 6 0 1 0 12 6z" fill="currentColor" />
          </svg>
        </button>
      </div>
    </div>
  );
}
