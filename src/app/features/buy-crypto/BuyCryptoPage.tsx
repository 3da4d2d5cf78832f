import { DEPOSIT_EMAIL_UNVERIFIED } from '@contract/deposits';
import { ExtensionGate } from '../../components/extension-gate';
import { Panel } from '../../components/panel';
import { useSession } from '../auth';
import { BuyCrypto } from './BuyCrypto';
import './buy-crypto.css';

/**
 * /crypto (platform.md §2 "Buy crypto"): for signed-in players (the route's guard opens the login for a
 * guest) whose email is verified, as a deposit needs (community.md), with the deposit's refusal otherwise.
 */
export function BuyCryptoPage() {
  const user = useSession((session) => session.user);
  if (!user) return null;
  if (!user.email_verified)
    return (
      <Panel title="Buy crypto" tone="danger">
        <p role="alert">{DEPOSIT_EMAIL_UNVERIFIED.message}</p>
      </Panel>
    );
  return (
    <ExtensionGate route="POST /api/onramp/quote">
      <BuyCrypto userId={user._id} />
    </ExtensionGate>
  );
}
