import { useState } from 'react';
import { useSession } from '../auth';
import { CashbackCard } from './cards/CashbackCard';
import { DiscordCard } from './cards/DiscordCard';
import { FaucetCard } from './cards/FaucetCard';
import { PromoCodeCard } from './cards/PromoCodeCard';
import { RakebackCard } from './cards/RakebackCard';
import { VipCard } from './cards/VipCard';
import { WheelCard } from './cards/WheelCard';
import './rewards.css';

/**
 * /rewards: every reward in one place (issue 13 §3): the faucet, rakeback, the daily cashback, the bonus
 * wheel, promo codes, the Discord bonus and the VIP level. Guests see the cards with sign-in buttons.
 */
export function RewardsPage() {
  const user = useSession((session) => session.user);
  // While the stored session is being restored, the player is neither a guest nor signed in yet.
  const booting = useSession((session) => session.status === 'booting');
  const signedIn = user !== null;
  // The Discord bonus is a wheel spin: the wheel card loads its spins again after it.
  const [wheelRound, setWheelRound] = useState(0);
  return (
    <div className="rewards-page">
      <header className="rewards-page__header">
        <div>
          <h1>Rewards</h1>
          <p className="rewards-page__lead">
            Free money, rakeback, cashback and spins: everything you can claim.
          </p>
        </div>
      </header>
      {booting ? (
        <p className="reward-card__muted" role="status">
          Loading…
        </p>
      ) : (
        <div className="rewards-grid">
          <FaucetCard level={user?.vipLevel ?? null} />
          <RakebackCard signedIn={signedIn} />
          <CashbackCard signedIn={signedIn} />
          <WheelCard key={wheelRound} signedIn={signedIn} />
          <PromoCodeCard signedIn={signedIn} />
          <DiscordCard signedIn={signedIn} onClaimed={() => setWheelRound((round) => round + 1)} />
          <VipCard user={user} />
        </div>
      )}
    </div>
  );
}
