/**
 * The simulated game provider's client (ARCHITECTURE.md "Simulated outside systems"), shown in the frame of
 * /casino/game/{id}. It stands for a third party's page on its own origin, so it is an HTML entry of its own
 * (game-provider.html), not an app route: it starts no second copy of the app, its transport or the sim
 * worker, and shares only the contract with the app. POST /api/game/launch answers
 * `/game-provider.html?session={token}`; the client calls the provider's server through the embedding page
 * (provider-client.ts), which relays to the simulated provider in sim mode.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GameFrame } from './GameFrame';
import { sessionFromUrl } from './provider-client';
import './ui/frame.css';

const root = document.getElementById('root');
if (!root) throw new Error('game-provider.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <GameFrame session={sessionFromUrl()} />
  </StrictMode>,
);
