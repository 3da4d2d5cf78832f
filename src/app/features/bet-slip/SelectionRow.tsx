import { formatOdds } from '@contract/odds';
import { SPORT_BET_ERRORS } from '@contract/sport-bets';
import { usePreferences } from '../../stores/app-store';
import type { StakeAccount } from '../wallet/stake';
import { formatPositionAmount } from '../trading/positions/money';
import { checkStake, type SelectionState } from './slip-check';
import type { SlipSelection } from './slip-rules';
import { removeSelections, setStake, useSlip } from './slip-store';
import { StakeField } from './StakeField';
import { BetVerdict } from './BetVerdict';

export interface SelectionRowProps {
  selection: SlipSelection;
  state: SelectionState | undefined;
  /** Singles carry their own stake; a multi's rows only show the selection. */
  single: boolean;
  account: StakeAccount;
}

/** The odds of a selection: as in the slip, or old → new when the market moved since. */
function RowOdds({ selection, state }: { selection: SlipSelection; state: SelectionState | undefined }) {
  const format = usePreferences((preferences) => preferences.oddsFormat);
  if (state?.kind === 'changed')
    return (
      <span className="slip-row__odds slip-row__odds--changed" data-testid="odds-change">
        <s aria-label="was">{formatOdds(selection.odds, format)}</s>
        <span aria-hidden="true"> → </span>
        <strong data-tone={state.odds > selection.odds ? 'up' : 'down'}>
          {formatOdds(state.odds, format)}
        </strong>
      </span>
    );
  return <strong className="slip-row__odds">{formatOdds(selection.odds, format)}</strong>;
}

/** One selection of the slip: what it is, its odds, and for a single its stake, payout and verdict. */
export function SelectionRow({ selection, state, single, account }: SelectionRowProps) {
  const key = selection.optionId;
  const stakeText = useSlip((slip) => slip.stakes[key] ?? '');
  const waiting = useSlip((slip) => single && key in slip.waiting);
  const check = checkStake(stakeText, account);
  return (
    <li className="slip-row" aria-label={`${selection.optionName}, ${selection.matchName}`}>
      <div className="slip-row__head">
        <div className="slip-row__what">
          <span className="slip-row__option">{selection.optionName}</span>
          <span className="slip-row__market">{selection.marketName}</span>
          <span className="slip-row__match">{selection.matchName}</span>
        </div>
        <RowOdds selection={selection} state={state} />
        <button
          type="button"
          className="slip-row__remove"
          aria-label={`Remove ${selection.optionName}`}
          disabled={waiting}
          onClick={() => removeSelections([key])}
        >
          ×
        </button>
      </div>
      {state?.kind === 'suspended' && <span className="slip-row__tag">Suspended</span>}
      {state?.kind === 'closed' && <p className="slip-error">{SPORT_BET_ERRORS.optionClosed.message}</p>}
      {single && (
        <div className="slip-row__bet">
          <StakeField
            label={`Stake on ${selection.optionName}`}
            value={stakeText}
            onChange={(text) => setStake(key, text)}
            check={check}
            code={account.code}
            decimals={account.decimals}
            disabled={waiting}
          />
          <span className="slip-row__payout">
            To win
            <strong>{formatPositionAmount((check.amount ?? 0) * selection.odds, account.currency)}</strong>
          </span>
        </div>
      )}
      {single && <BetVerdict betKey={key} />}
    </li>
  );
}
