/**
 * After the answer: "Returning you to {app}". Against a real server the browser goes to the app's redirect URI
 * at once; in the simulated world the app's site does not exist, so the page shows the link and the code and,
 * for a request this tab started (the demo panel), plays the app's token call.
 */
import { useEffect, useState } from 'react';
import type { OAuthDecision, OAuthRequestView, OAuthTokenAnswer } from '@contract/oauth';
import { copyText } from '../../components/copy/copy-text';
import { errorText } from '../chat/texts';
import { currentHarness } from '../sim-panel/harness';
import { AppMarks } from './AppMarks';
import { exchangeCode, startedHere } from './partner-app';

export function DecisionView({ request, decision }: { request: OAuthRequestView; decision: OAuthDecision }) {
  const { client } = request;
  // A simulated world (the page's sim or the harness's QA host) is the one with a QA handle.
  const simulated = currentHarness() !== null;
  useEffect(() => {
    if (!simulated) window.location.assign(decision.redirect);
  }, [simulated, decision.redirect]);

  return (
    <>
      <AppMarks client={client} />
      <h1 className="oauth__title">
        {decision.code ? 'Access approved' : 'Access denied'}
        <span className="oauth__title-sub">Returning you to {client.name}</span>
      </h1>
      <p className="oauth__muted">
        {simulated
          ? `${client.name} is not reachable from the demo, so here is where it would take you:`
          : `If nothing happens, follow this link back to ${client.name}:`}
      </p>
      <a className="oauth__uri oauth__redirect-link" href={decision.redirect} rel="noopener noreferrer">
        {decision.redirect}
      </a>
      {simulated && decision.code && <CodeBox requestId={request.requestId} code={decision.code} />}
    </>
  );
}

function CodeBox({ requestId, code }: { requestId: string; code: string }) {
  const [token, setToken] = useState<OAuthTokenAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canExchange = startedHere(requestId) && !token;
  const exchange = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setToken(await exchangeCode(requestId, code));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="oauth__code">
      <p className="oauth__code-label">Authorisation code (valid for 60 s, once)</p>
      <div className="oauth__code-row">
        <code data-testid="oauth-code">{code}</code>
        <button
          type="button"
          className="button"
          onClick={() =>
            void copyText(code, 'The browser did not allow copying: select the code and copy it.')
          }
        >
          Copy
        </button>
      </div>
      {canExchange && (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void exchange()}
        >
          {busy ? 'Exchanging…' : 'Exchange for an access token'}
        </button>
      )}
      {failure && (
        <p className="oauth__failure" role="alert">
          {failure}
        </p>
      )}
      {token && (
        <p className="oauth__token" role="status">
          Access token issued for <strong>{token.scope}</strong>, valid {token.expires_in / 60} min:{' '}
          <code>{token.access_token.slice(0, 12)}…</code>
        </p>
      )}
    </div>
  );
}
