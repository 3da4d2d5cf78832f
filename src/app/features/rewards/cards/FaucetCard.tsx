import { Link } from 'react-router';
import { useAppStore } from '../../../stores/app-store';
import { formatUsd } from '../../feed/format';
import { maxRewardOf } from '../faucet/faucet-rules';
import { useFaucetStatus } from '../faucet/use-faucet';
import { FAUCET_PATH } from '../paths';
import { SignInButton } from '../../promotions/SignInButton';
import { Figure, RewardCard } from './RewardCard';

/** The faucet's status and the way to /bonus; a guest pressing it is asked to sign in. */
export function FaucetCard({ level }: { level: number | null }) {
  const levels = useAppStore((state) => state.vip);
  const status = useFaucetStatus();
  return (
    <RewardCard title="Daily faucet" lead="Free money once a day. Deposit required, max reward by VIP level.">
      {level === null ? (
        <SignInButton label="Sign in to claim" />
      ) : (
        <>
          <div className="reward-card__figures">
            <Figure label="Status">{status ?? '…'}</Figure>
            <Figure label="Max reward">{formatUsd(maxRewardOf(levels, level))}</Figure>
          </div>
          <Link className="button button--primary" to={FAUCET_PATH}>
            Go to faucet
          </Link>
        </>
      )}
    </RewardCard>
  );
}
