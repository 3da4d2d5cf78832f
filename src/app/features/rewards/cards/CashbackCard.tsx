import { type CashbackInfo } from '@contract/index';
import { CASHBACK_PERCENT_BY_LEVEL } from '@contract/promotions';
import { useServerNow } from '../../../api/server-clock';
import { formatUsd } from '../../feed/format';
import { formatAmount, useWallet } from '../../wallet';
import { payoutDate, timeLeftText } from '../format';
import { SignInButton } from '../../promotions/SignInButton';
import { useRewardCall } from '../use-reward-call';
import { CardStatus, Figure, RewardCard } from './RewardCard';

const TOP_PERCENT = Math.max(...CASHBACK_PERCENT_BY_LEVEL);
const LEAD = `A share of each day's net loss back at midnight (UTC), up to ${TOP_PERCENT}% by VIP level.`;
/** The payouts the card lists. */
const RECENT = 5;

/** The daily cashback (an extension: a server without it shows the card's note). */
export function CashbackCard({ signedIn }: { signedIn: boolean }) {
  return (
    <RewardCard title="Daily cashback" lead={LEAD} extension="POST /api/data/cashback">
      {signedIn ? <CashbackFigures /> : <SignInButton label="Sign in to get cashback" />}
    </RewardCard>
  );
}

function CashbackFigures() {
  const { state, reload } = useRewardCall('POST /api/data/cashback');
  const now = useServerNow();
  if (state.status === 'error') return <CardStatus error={state.message} onRetry={reload} />;
  if (state.status !== 'ready') return <CardStatus />;
  const { percent, todayLossUsd, nextAt } = state.data;
  return (
    <>
      <div className="reward-card__figures">
        <Figure label="Your rate">{percent}%</Figure>
        <Figure label="Today's loss">{formatUsd(todayLossUsd)}</Figure>
        <Figure label="Next payout">{now === null ? '…' : timeLeftText(nextAt - now)}</Figure>
      </div>
      <Payouts paid={state.data.paid} />
    </>
  );
}

function Payouts({ paid }: { paid: CashbackInfo['paid'] }) {
  const currencies = useWallet((state) => state.currencies);
  if (paid.length === 0) return <p className="reward-card__muted">No cashback paid yet.</p>;
  return (
    <ul className="reward-card__list" aria-label="Recent cashback">
      {paid.slice(0, RECENT).map((payout) => {
        const decimals = currencies.find((currency) => currency.id === payout.currency)?.decimals ?? 2;
        return (
          <li key={payout.at}>
            <span>{payoutDate(payout.at)}</span>
            <span>
              {formatAmount(payout.value, decimals, 'btc')} {payout.currency.toUpperCase()}
              <span className="reward-card__muted"> ({formatUsd(payout.usd)})</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
