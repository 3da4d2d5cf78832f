/// <reference lib="webworker" />
/** The web worker that runs the simulated backend; the app starts it by URL and talks to it with comlink. */
import type { Endpoint } from 'comlink';
import { exposeSim } from './sim-worker-api';

exposeSim(self as unknown as Endpoint);
