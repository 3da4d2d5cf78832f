import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getTransport, setTransport } from './api/api';
import { useSession } from './features/auth';
import { startWalletSync } from './features/wallet';
import { trackConnection, trackTradingConnection } from './realtime';
import { initReferral } from './router';
import { loadGlobalData } from './stores/global-data';
import { useAppStore } from './stores/app-store';
import { applyThemeToDocument } from './stores/theme';
import { resolveTransportConfig } from './transport/config';
import { deferHarness, deferTransport } from './deferred-transport';
import { createQaHostHarness } from './transport/qa-host-harness';
import { App } from './App';
import './styles/index.css';

// Before the first render: which backend (build-time env or ?transport=), the referral of an affiliate
// link, and the saved theme (so the page does not flash the default one). The backend's code loads beside
// the first render; calls made before it is there wait for it.
const config = resolveTransportConfig();
const loading = import('./transport').then(({ createTransport }) => createTransport(config));
setTransport(deferTransport(config, () => loading));
// createTransport puts the real QA handle on window; until then a stand-in answers once it is there.
if (config.kind === 'sim') window.__harness = deferHarness(loading.then(() => window.__harness!));
else if (config.qaHost && !config.overridden) window.__harness = createQaHostHarness(config.apiUrl);
trackConnection(getTransport().realtime);
trackTradingConnection(getTransport().trading);
initReferral();
applyThemeToDocument(useAppStore.getState().theme);

void useSession.getState().bootstrap();
startWalletSync();
void loadGlobalData();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
