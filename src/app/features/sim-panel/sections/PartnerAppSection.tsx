import { useId, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { PARTNER_APPS, startPartnerSignIn } from '../../oauth/partner-app';
import { attempt } from '../attempt';

/**
 * Partner app sign-in: plays a registered partner app that sends the player to the authorisation page (with a
 * PKCE pair of its own), so QA can approve or deny a request without an app outside the demo.
 */
export function PartnerAppSection({ close }: { close?: () => void }) {
  // The panel opens inside the app's router; rendered on its own (a test, a frame) it loads the page instead.
  return useInRouterContext() ? (
    <RoutedPartnerApp close={close} />
  ) : (
    <PartnerAppForm close={close} go={(path) => window.location.assign(path)} />
  );
}

function RoutedPartnerApp({ close }: { close?: (() => void) | undefined }) {
  const navigate = useNavigate();
  return <PartnerAppForm close={close} go={(path) => navigate(path)} />;
}

interface PartnerAppFormProps {
  close?: (() => void) | undefined;
  go: (path: string) => void | Promise<void>;
}

function PartnerAppForm({ close, go }: PartnerAppFormProps) {
  const selectId = useId();
  const [clientId, setClientId] = useState(PARTNER_APPS[0]!.client_id);
  const [busy, setBusy] = useState(false);
  const start = () => {
    const app = PARTNER_APPS.find((entry) => entry.client_id === clientId)!;
    setBusy(true);
    void attempt(async () => {
      const path = await startPartnerSignIn(app);
      close?.();
      await go(path);
    }).finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="sim-panel-partner-app">
      <h3 id="sim-panel-partner-app">Partner app sign-in</h3>
      <p>A partner app asks the player for access to their account; the request lasts 10 minutes.</p>
      <div className="sim-panel__form">
        <label htmlFor={selectId}>
          Partner app
          <select id={selectId} value={clientId} onChange={(event) => setClientId(event.target.value)}>
            {PARTNER_APPS.map((app) => (
              <option key={app.client_id} value={app.client_id}>
                {app.name}
              </option>
            ))}
          </select>
        </label>
        <div className="sim-panel__row">
          <button type="button" className="button" disabled={busy} onClick={start}>
            Start sign-in
          </button>
        </div>
      </div>
    </section>
  );
}
