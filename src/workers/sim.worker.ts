/// <reference lib="webworker" />
/** The web worker that runs the simulated backend; the app starts it by URL and talks to it with comlink. */
import type { Endpoint } from 'comlink';
import { exposeSim } from './sim-worker-api';
import { browserWorldTabs } from './world-tabs';

// The tabs of one world share its crowd (the lock's holder runs it) and relay their broadcasts (world-tabs.ts).
exposeSim(self as unknown as Endpoint, browserWorldTabs());
