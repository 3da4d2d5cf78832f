import { useState } from 'react';
import type { Currency, RakebackEntry } from '@contract/index';
import { api } from '../../../api/api';
import { useServerNow } from '../../../api/server-clock';
import { formatUsd } from '../../feed/format';
import { formatAmount, useWallet } from '../../wallet';
import { timeLeftText } from '../format';
import { useRewardCall } from '../use-reward-call';
import { accruedUsd, CLAIMED, refusedClaim, type ClaimMessage } from './rakeback-rules';

/**
 * The player's rakeback: the percent, what has accrued per currency and in dollars, when the next claim opens,
 * and Claim (disabled while in flight; the data reloads after it, whatever the answer).
 */
export function RakebackClaim() {
  const info = useRewardCall('POST /api/data/promotions/rakeback');
  const entries = useRewardCall('POST /api/data/rakeback');
  const currencies = useWallet((state) => state.currencies);
  const now = useServerNow();
  const [claiming, setClaiming] = useState(false);
  const [message, setMessage] = useState<ClaimMessage | null>(null);

  const claim = async () => {
    setClaiming(true);
    setMessage(null);
    try {
      await api('POST /api/data/claimRakeback');
      setMessage(CLAIMED);
    } catch (error) {
      setMessage(refusedClaim(error));
    } finally {
      setClaiming(false);
      info.reload();
      entries.reload();
    }
  };

  if (info.state.status === 'error' || entries.state.status === 'error') {
    const failed = info.state.status === 'error' ? info.state : entries.state;
    return (
      <div className="rakeback-claim" role="alert">
        <p>{failed.status === 'error' ? failed.message : ''}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            info.reload();
            entries.reload();
          }}
        >
          Try again
        </button>
      </div>
    );
  }
  if (info.state.status !== 'ready' || entries.state.status !== 'ready')
    return (
      <p className="rakeback-claim" role="status">
        Loading…
      </p>
    );

  const { percent, next } = info.state.data;
  const accrued = entries.state.data;
  const waiting = next !== null && now !== null && next > now;
  return (
    <div className="rakeback-claim">
      <p className="rakeback-claim__lead">
        <strong>{percent}%</strong> of the house edge comes back on every real-money bet.
      </p>
      <div className="rakeback-claim__total">
        <span>Accrued</span>
        <strong data-testid="rakeback-accrued">≈ {formatUsd(accruedUsd(accrued, currencies))}</strong>
      </div>
      <AccruedList entries={accrued} currencies={currencies} />
      {waiting && <p className="rakeback-claim__next">Next claim in {timeLeftText(next - now)}</p>}
      <button
        type="button"
        className="button button--primary"
        disabled={claiming}
        onClick={() => void claim()}
      >
        {claiming ? 'Claiming…' : 'Claim'}
      </button>
      {message && (
        <p
          className="reward-card__message"
          data-tone={message.tone}
          role={message.tone === 'danger' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

function AccruedList({ entries, currencies }: { entries: RakebackEntry[]; currencies: Currency[] }) {
  if (entries.length === 0)
    return <p className="reward-card__muted">Nothing accrued yet: play with real money to earn rakeback.</p>;
  return (
    <ul className="rakeback-claim__list" aria-label="Accrued by currency">
      {entries.map((entry) => {
        const currency = currencies.find((known) => known.id === entry.id);
        return (
          <li key={entry.id}>
            {currency?.icon && <img src={currency.icon} alt="" width={20} height={20} />}
            <span>{currency?.name ?? entry.id.toUpperCase()}</span>
            <span className="rakeback-claim__amount">
              {formatAmount(entry.value, currency?.decimals ?? 8, 'btc')} {entry.id.toUpperCase()}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
