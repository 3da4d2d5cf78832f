/**
 * /oauth/authorize/{requestId} (platform.md §2 "Authorisation request"): a partner app's request that the
 * signed-in player approves or denies (contract/oauth.ts). The route needs a session: a guest signs in first
 * and stays on this page.
 */
import { Link, useParams } from 'react-router';
import { useSession } from '../auth';
import { ConsentCard } from './ConsentCard';
import { DecisionView } from './DecisionView';
import { useOAuthRequest, type Closed } from './use-oauth-request';
import './oauth.css';

const CLOSED_TITLES: Record<Closed, string> = {
  unknown: 'Request not found',
  expired: 'Request expired',
  used: 'Request already answered',
};

function Consent({ requestId }: { requestId: string }) {
  const player = useSession((session) => session.user);
  const { state, decide, retry } = useOAuthRequest(requestId);
  switch (state.status) {
    case 'loading':
      return (
        <p className="oauth__muted" role="status" aria-busy="true">
          Loading the request…
        </p>
      );
    case 'closed':
    case 'error':
      return (
        <>
          <h1 className="oauth__title">
            {state.status === 'closed' ? CLOSED_TITLES[state.reason] : 'Could not load the request'}
          </h1>
          <p className="oauth__failure" role="alert">
            {state.message}
          </p>
          <div className="oauth__actions">
            {state.status === 'error' && (
              <button type="button" className="button" onClick={retry}>
                Try again
              </button>
            )}
            <Link className="button button--primary" to="/">
              Back to the casino
            </Link>
          </div>
        </>
      );
    case 'ready':
      return player ? (
        <ConsentCard
          request={state.request}
          player={player}
          deciding={state.deciding}
          failure={state.failure}
          onDecide={(approve) => void decide(approve)}
        />
      ) : null;
    case 'decided':
      return <DecisionView request={state.request} decision={state.decision} />;
  }
}

export function OAuthAuthorizePage() {
  const { requestId = '' } = useParams();
  return (
    <section className="oauth" aria-label="Authorisation request">
      <div className="oauth__card">
        <Consent key={requestId} requestId={requestId} />
      </div>
    </section>
  );
}
