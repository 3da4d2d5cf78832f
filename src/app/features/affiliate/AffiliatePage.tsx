import { AFFILIATE } from '@contract/promotions';
import { useExtensionAvailable } from '../../api/extensions';
import { ExtensionGate } from '../../components/extension-gate';
import { useSession } from '../auth';
import { SignInCall } from '../auth/SignInCall';
import { PlayerAffiliate } from './PlayerAffiliate';
import { TierTable } from './TierTable';
import './affiliate.css';

/**
 * /partner (community.md §2): the affiliate programme. Signed-in players get their referral link, code, rate,
 * referred players and commission (an extension call: a server without it shows the feature's note); everyone
 * sees how the programme works and its tiers, and guests are asked to sign in.
 */
export function AffiliatePage() {
  const user = useSession((session) => session.user);
  const guest = useSession((session) => session.status === 'guest');
  // The player's tiers, with theirs marked, come with their details; without them the plain table shows.
  const detailsShown = useExtensionAvailable('POST /api/affiliate') && user !== null;
  return (
    <div className="affiliate-page">
      <header>
        <h1>Affiliate programme</h1>
        <p className="affiliate-page__lead">
          Invite friends and earn up to {AFFILIATE.maxPercent}% commission on the house&apos;s revenue from
          everything they play, paid to your balance every day at midnight (UTC).
        </p>
      </header>
      {user && (
        <ExtensionGate route="POST /api/affiliate">
          <PlayerAffiliate userId={user._id} />
        </ExtensionGate>
      )}
      {guest && (
        <SignInCall label="Join the affiliate programme" className="affiliate-join">
          Sign in to get your referral link and follow your commission.
        </SignInCall>
      )}
      <section className="card affiliate-card" aria-labelledby="affiliate-how-title">
        <h2 id="affiliate-how-title">How it works</h2>
        <ol className="affiliate-steps">
          <li>Share your referral link, or your code for friends to enter when they sign up.</li>
          <li>Each friend who joins with it is yours: their play earns you commission for good.</li>
          <li>The more players you bring, the higher your rate, up to {AFFILIATE.maxPercent}%.</li>
        </ol>
      </section>
      {!detailsShown && <TierTable currentIndex={null} />}
    </div>
  );
}
