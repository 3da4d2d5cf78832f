import { formatOdds } from '@contract/odds';
import { multiOdds } from '@contract/sport-bets';
import { usePreferences } from '../../stores/app-store';
import type { StakeAccount } from '../wallet/stake';
import { formatPositionAmount } from '../trading/positions/money';
import { MULTI_KEY, checkStake, type SlipPlan } from './slip-check';
import type { SlipSelection } from './slip-rules';
import { setStake, useSlip } from './slip-store';
import { BetVerdict } from './BetVerdict';
import { StakeField } from './StakeField';

export interface MultiSummaryProps {
  selections: readonly SlipSelection[];
  plan: SlipPlan;
  account: StakeAccount;
}

/** The multi: its combined odds (old → new when a selection moved), its one stake, what it would pay. */
export function MultiSummary({ selections, plan, account }: MultiSummaryProps) {
  const format = usePreferences((state) => state.oddsFormat);
  const stakeText = useSlip((state) => state.multiStake);
  const waiting = useSlip((state) => MULTI_KEY in state.waiting);
  const check = checkStake(stakeText, account);
  const odds = multiOdds(selections.map((entry) => entry.odds));
  const oddsNow = multiOdds(selections.map((entry) => plan.changes[entry.optionId] ?? entry.odds));
  return (
    <section className="slip-multi" aria-label="Multi">
      <div className="slip-multi__odds">
        <span>Combined odds</span>
        <strong data-testid="multi-odds">
          {oddsNow === odds ? (
            formatOdds(odds, format)
          ) : (
            <>
              <s>{formatOdds(odds, format)}</s> → {formatOdds(oddsNow, format)}
            </>
          )}
        </strong>
      </div>
      <StakeField
        label="Multi stake"
        value={stakeText}
        onChange={(text) => setStake(MULTI_KEY, text)}
        check={check}
        code={account.code}
        decimals={account.decimals}
        disabled={waiting}
      />
      <div className="slip-multi__payout">
        <span>To win</span>
        <strong>{formatPositionAmount((check.amount ?? 0) * odds, account.currency)}</strong>
      </div>
      <BetVerdict betKey={MULTI_KEY} />
    </section>
  );
}
