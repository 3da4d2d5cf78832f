import { Link } from 'react-router';
import type { User } from '@contract/index';
import { VIP_PATH } from '../../profile/paths';
import { useVipStanding } from '../../profile/use-vip';
import { nextBarLevel, vipProgress } from '../../profile/vip-progress';
import { SignInButton } from '../../promotions/SignInButton';
import { Figure, RewardCard } from './RewardCard';

const LEAD =
  'Deposit and wager to climb the levels: lower withdrawal fees, a bigger faucet and more cashback.';

/** The player's VIP level and the progress to the next (the profile card's rule), linking /vip. */
export function VipCard({ user }: { user: User | null }) {
  return (
    <RewardCard title="VIP level" lead={LEAD}>
      {user ? (
        <VipStanding user={user} />
      ) : (
        <div className="reward-card__actions">
          <SignInButton />
          <Link className="button" to={VIP_PATH}>
            VIP programme
          </Link>
        </div>
      )}
    </RewardCard>
  );
}

function VipStanding({ user }: { user: User }) {
  const { levels, data } = useVipStanding(user._id);
  const level = user.vipLevel;
  const percent = Math.round(vipProgress(level, levels, data));
  const name = levels.find((entry) => entry.level === level)?.name ?? `Level ${level}`;
  return (
    <>
      <div className="reward-card__figures">
        <Figure label="Level">{name}</Figure>
        <Figure label={`To level ${nextBarLevel(level)}`}>{percent}%</Figure>
      </div>
      <div
        className="reward-progress"
        role="progressbar"
        aria-label="VIP progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="reward-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <Link className="button" to={VIP_PATH}>
        VIP programme
      </Link>
    </>
  );
}
