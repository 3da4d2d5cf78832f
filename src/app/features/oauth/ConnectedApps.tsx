/**
 * The partner apps the player let in (GET /api/oauth/grants), on the connections page: each with what it may see,
 * and "Remove access", which also ends the app's tokens.
 */
import { useEffect, useState } from 'react';
import { toast } from '../../components/toast';
import { OAUTH_SCOPES, type OAuthGrant } from '@contract/oauth';
import { api } from '../../api/api';
import { ExtensionGate } from '../../components/extension-gate';
import { errorText } from '../chat/texts';
import './oauth.css';

const grantedDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

type AppsState =
  { status: 'loading' } | { status: 'ready'; grants: OAuthGrant[] } | { status: 'error'; message: string };

function AppList() {
  const [state, setState] = useState<AppsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    api('GET /api/oauth/grants').then(
      (grants) => active && setState({ status: 'ready', grants }),
      (error: unknown) => active && setState({ status: 'error', message: errorText(error) }),
    );
    return () => {
      active = false;
    };
  }, [version]);

  const revoke = async (grant: OAuthGrant) => {
    try {
      await api('POST /api/oauth/grants/revoke', { client_id: grant.client.client_id });
      toast.success(`${grant.client.name} no longer has access`);
      setVersion((count) => count + 1);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  if (state.status === 'loading') return <p role="status">Loading apps…</p>;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  if (state.grants.length === 0)
    return <p className="connections-page__lead">No apps have access to your account.</p>;
  return (
    <ul className="connections" aria-label="Connected apps">
      {state.grants.map((grant) => (
        <li key={grant.client.client_id} className="connection">
          <img src={grant.client.logo} alt="" width="36" height="36" className="connected-app__logo" />
          <div className="connection__who">
            <span className="connection__name">{grant.client.name}</span>
            <span className="connected-app__scopes">
              {grant.scopes.map((scope) => OAUTH_SCOPES[scope]).join(' · ')}
            </span>
          </div>
          <span className="connection__date">
            Allowed <time dateTime={grant.grantedAt}>{grantedDate.format(new Date(grant.grantedAt))}</time>
          </span>
          <div className="connection__actions">
            <button type="button" className="button connection__unlink" onClick={() => void revoke(grant)}>
              Remove access
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ConnectedApps() {
  return (
    <section className="connected-apps" aria-labelledby="connected-apps-title">
      <h2 id="connected-apps-title">Connected apps</h2>
      <ExtensionGate route="GET /api/oauth/grants">
        <AppList />
      </ExtensionGate>
    </section>
  );
}
