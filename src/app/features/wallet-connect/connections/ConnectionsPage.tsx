/** /profile/settings/connections (platform.md §2, sign-in required): the wallets linked to the account. */
import { useEffect } from 'react';
import { ExtensionGate } from '../../../components/extension-gate';
import { Icon } from '../../../components/Icon';
import { ConnectedApps } from '../../oauth/ConnectedApps';
import { ConnectWalletButton } from '../ConnectWalletButton';
import { ConnectionList } from './ConnectionList';
import { useConnections } from './connections-store';
import '../wallet-connect.css';

function EmptyState() {
  return (
    <div className="connections-empty">
      <span className="connections-empty__icon">
        <Icon name="wallet" />
      </span>
      <h2>No wallets connected yet</h2>
      <p>Connect a wallet to sign in with it, without a password.</p>
    </div>
  );
}

function Connections() {
  const { status, connections, error } = useConnections();
  useEffect(() => void useConnections.getState().load(), []);

  if (status === 'error') return <p role="alert">{error}</p>;
  if (status !== 'ready') return <p role="status">Loading wallets…</p>;
  return connections.length === 0 ? <EmptyState /> : <ConnectionList connections={connections} />;
}

export function ConnectionsPage() {
  return (
    <section className="connections-page" aria-labelledby="connections-title">
      <header className="connections-page__head">
        <div>
          <h1 id="connections-title">Connected wallets</h1>
          <p className="connections-page__lead">Sign in with any wallet linked to your account.</p>
        </div>
        <ConnectWalletButton className="button button--primary" />
      </header>
      <ExtensionGate route="POST /api/profile/connections">
        <Connections />
      </ExtensionGate>
      <ConnectedApps />
    </section>
  );
}
