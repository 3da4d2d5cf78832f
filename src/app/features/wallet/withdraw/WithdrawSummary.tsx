import type { Currency } from '@contract/index';
import { WITHDRAW_RULES } from '@contract/withdrawals';
import { withdrawQuote } from './withdraw-quote';

export interface FeeLevel {
  /** The VIP level's name, e.g. 'Bronze'. */
  name: string;
  /** Percent of the sum. */
  percent: number;
}

const { open, close } = WITHDRAW_RULES.hoursUtc;
const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/** The VIP fee of the typed amount and what the address receives, with the cashier's hours. */
export function WithdrawSummary(props: { amount: string; currency: Currency; feeLevel: FeeLevel | null }) {
  const { amount, currency, feeLevel } = props;
  const code = currency.id.toUpperCase();
  const quote = feeLevel ? withdrawQuote(amount, currency.decimals, feeLevel.percent) : null;
  return (
    <div className="withdraw-summary">
      <dl>
        <dt>{feeLevel ? `Fee (VIP ${feeLevel.name}, ${feeLevel.percent}%)` : 'Fee'}</dt>
        <dd data-testid="withdraw-fee">{`${quote?.fee ?? '0'} ${code}`}</dd>
        <dt>You receive</dt>
        <dd data-testid="withdraw-receive" className="withdraw-summary__receive">
          {`${quote?.receive ?? '0'} ${code}`}
        </dd>
      </dl>
      <p className="wallet-muted">
        {`Withdrawals are processed from ${hour(open)} to ${hour(close)} UTC, within 5 minutes to 24 hours.`}
      </p>
    </div>
  );
}
