import { formatUsd } from '../../feed/format';
import { openPromotionModal } from '../../promotions/promotion-modals';
import { useWallet } from '../../wallet';
import { accruedUsd } from '../rakeback/rakeback-rules';
import { SignInButton } from '../../promotions/SignInButton';
import { useReloadWhenClosed } from '../use-reload-when-closed';
import { useRewardCall } from '../use-reward-call';
import { CardStatus, Figure, RewardCard } from './RewardCard';

const LEAD = 'Part of the house edge back on every real-money bet, to claim every 4 hours.';

/** What has accrued, in dollars, and Claim (the rakeback modal); a guest is asked to sign in. */
export function RakebackCard({ signedIn }: { signedIn: boolean }) {
  return (
    <RewardCard title="Rakeback" lead={LEAD}>
      {signedIn ? <RakebackFigures /> : <SignInButton label="Sign in to claim" />}
    </RewardCard>
  );
}

function RakebackFigures() {
  const info = useRewardCall('POST /api/data/promotions/rakeback');
  const entries = useRewardCall('POST /api/data/rakeback');
  const currencies = useWallet((state) => state.currencies);
  // A claim in the modal changes what this card shows.
  useReloadWhenClosed('rakeback', () => {
    info.reload();
    entries.reload();
  });
  if (info.state.status === 'error') return <CardStatus error={info.state.message} onRetry={info.reload} />;
  if (entries.state.status === 'error')
    return <CardStatus error={entries.state.message} onRetry={entries.reload} />;
  if (info.state.status !== 'ready' || entries.state.status !== 'ready') return <CardStatus />;
  return (
    <>
      <div className="reward-card__figures">
        <Figure label="Accrued">≈ {formatUsd(accruedUsd(entries.state.data, currencies))}</Figure>
        <Figure label="Rate">{info.state.data.percent}%</Figure>
      </div>
      <button type="button" className="button button--primary" onClick={() => openPromotionModal('rakeback')}>
        Claim
      </button>
    </>
  );
}
