/**
 * The embedded sportsbook (issue 12 §3; ARCHITECTURE.md "Simulated outside systems"), shown in the frame of
 * /sportsbook. It stands for a third party's page on its own origin, so it is an HTML entry of its own
 * (sportsbook-provider.html), not an app route: it starts no second copy of the app, its transport or the sim worker,
 * and shares only the contract with the app. It reaches the sports world through the embedding page's relay
 * (host-link.ts) and opens on `?path=` (the host's ?bt-path).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './sportsbook.css';

const root = document.getElementById('root');
if (!root) throw new Error('sportsbook-provider.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
