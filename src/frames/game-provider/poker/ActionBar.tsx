import { useState } from 'react';
import type { PokerActionKind, PokerChipValue, PokerLegalView } from '@contract/provider/poker';
import { chipsText, presets } from './chips';

interface ActionBarProps {
  legal: PokerLegalView;
  chip: PokerChipValue;
  pot: number;
  yourBet: number;
  busy: boolean;
  onAct(action: PokerActionKind, amount?: number): void;
}

/** Fold, check or call, and a bet or raise sized by the slider or a preset (mounted afresh for each decision). */
export function ActionBar({ legal, chip, pot, yourBet, busy, onAct }: ActionBarProps) {
  const raise = legal.raise;
  const [to, setTo] = useState(raise?.minTo ?? 0);
  const raiseLabel = raise?.kind === 'bet' ? 'Bet' : 'Raise to';
  return (
    <div className="pk-actions" role="group" aria-label="Your action">
      {raise && (
        <div className="pk-actions__sizing">
          <div className="pk-actions__presets">
            {presets(legal, pot, yourBet).map((preset) => (
              <button key={preset.label} type="button" className="pk-preset" onClick={() => setTo(preset.to)}>
                {preset.label}
              </button>
            ))}
          </div>
          <input
            type="range"
            className="pk-slider"
            aria-label="Bet size"
            min={raise.minTo}
            max={raise.maxTo}
            step={1}
            value={to}
            onChange={(event) => setTo(Number(event.target.value))}
          />
        </div>
      )}
      <div className="pk-actions__buttons">
        <button type="button" className="pk-act pk-act--fold" disabled={busy} onClick={() => onAct('fold')}>
          Fold
        </button>
        {legal.canCheck ? (
          <button type="button" className="pk-act" disabled={busy} onClick={() => onAct('check')}>
            Check
          </button>
        ) : (
          <button type="button" className="pk-act" disabled={busy} onClick={() => onAct('call')}>
            Call <span className="pk-act__amount">{chipsText(legal.callAmount, chip)}</span>
          </button>
        )}
        {raise && (
          <button
            type="button"
            className="pk-act pk-act--raise"
            disabled={busy}
            onClick={() => onAct(raise.kind, to)}
          >
            {to === raise.maxTo ? 'All-in' : raiseLabel}{' '}
            <span className="pk-act__amount">{chipsText(to, chip)}</span>
          </button>
        )}
      </div>
    </div>
  );
}
