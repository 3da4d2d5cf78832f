import { openPromotionModal } from '../../promotions/promotion-modals';
import { SignInButton } from '../../promotions/SignInButton';
import { useReloadWhenClosed } from '../use-reload-when-closed';
import { useRewardCall } from '../use-reward-call';
import { CardStatus, Figure, RewardCard } from './RewardCard';

const LEAD = 'Every player gets one spin after registration; more spins come with special promo codes.';

/** The bonus wheel's spins and Spin (the wheel modal); guests have 0 spins and are asked to sign in. */
export function WheelCard({ signedIn }: { signedIn: boolean }) {
  return (
    <RewardCard title="Bonus wheel" lead={LEAD}>
      {signedIn ? (
        <WheelTickets />
      ) : (
        <>
          <div className="reward-card__figures">
            <Figure label="Spins">0</Figure>
          </div>
          <SignInButton label="Sign in to spin" />
        </>
      )}
    </RewardCard>
  );
}

function WheelTickets() {
  const { state, reload } = useRewardCall('POST /api/promocode/ticket/data');
  useReloadWhenClosed('wheel', reload);
  if (state.status === 'error') return <CardStatus error={state.message} onRetry={reload} />;
  if (state.status !== 'ready') return <CardStatus />;
  const { tickets } = state.data.model;
  return (
    <>
      <div className="reward-card__figures">
        <Figure label="Spins">{tickets}</Figure>
      </div>
      <button type="button" className="button button--primary" onClick={() => openPromotionModal('wheel')}>
        {tickets > 0 ? 'Spin' : 'Open the wheel'}
      </button>
    </>
  );
}
