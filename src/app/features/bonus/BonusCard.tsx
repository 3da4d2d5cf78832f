/** One active bonus of the info popup: its name, money (usable and frozen), wagering progress and x{multiplier}. */
import type { Bonus } from '@contract/index';
import { formatUsd } from '../feed/format';
import { bonusParts, currencyAmountText } from './bonus-amounts';
import { multiplierText, wageredPercent } from './bonus-format';

function WagerProgress({ wagered, required }: { wagered: number; required: number }) {
  const percent = wageredPercent(wagered, required);
  const label = `${formatUsd(wagered)} of ${formatUsd(required)} wagered`;
  return (
    <div className="bonus-card__wager">
      <div
        className="bonus-progress"
        role="progressbar"
        aria-label="Wager requirement"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={label}
      >
        <span className="bonus-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="bonus-card__wager-text">{label}</p>
    </div>
  );
}

export function BonusCard({ bonus, onCancel }: { bonus: Bonus; onCancel: (bonus: Bonus) => void }) {
  const { unfrozen, frozen } = bonusParts(bonus);
  const name = bonus.name ?? 'Bonus';
  return (
    <li className="bonus-card" aria-label={name}>
      <div className="bonus-card__head">
        <strong className="bonus-card__name">{name}</strong>
        {bonus.multiplier !== undefined && (
          <span className="bonus-card__multiplier" title="Wager requirement">
            {multiplierText(bonus.multiplier)}
          </span>
        )}
      </div>
      <p className="bonus-card__value">{currencyAmountText(bonus.value, bonus.currency)}</p>
      <dl className="bonus-card__parts">
        <div>
          <dt>Unfrozen</dt>
          <dd>{currencyAmountText(unfrozen, bonus.currency)}</dd>
        </div>
        <div>
          <dt>Frozen</dt>
          <dd>{currencyAmountText(frozen, bonus.currency)}</dd>
        </div>
      </dl>
      {bonus.wagerRequirement !== undefined && bonus.wagered !== undefined && (
        <WagerProgress wagered={bonus.wagered} required={bonus.wagerRequirement} />
      )}
      <button type="button" className="button bonus-card__cancel" onClick={() => onCancel(bonus)}>
        Cancel bonus
      </button>
    </li>
  );
}
