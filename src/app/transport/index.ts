import { withAnswerChecks } from './answer-checks';
import { HttpTransport } from './http-transport';
import { SimTransport, type HarnessHandle } from './sim-transport';
import { resolveTransportConfig, type TransportConfig } from './config';
import type { Transport } from './types';

export { resolveTransportConfig, type TransportConfig } from './config';
export type { RealtimeConnection, RealtimeHandler, Transport } from './types';
export type { HarnessHandle, SocketControl } from './sim-transport';

declare global {
  interface Window {
    /**
     * QA handle in sim mode (and against the harness's own QA host): clock, faults, outbox, two-factor codes,
     * socket drop/restore, price ticks.
     */
    __harness?: HarnessHandle;
  }
}

/**
 * Builds the configured transport, its answers checked against the contract (answer-checks.ts); in sim mode
 * also exposes the QA handle as window.__harness.
 */
export function createTransport(config: TransportConfig = resolveTransportConfig()): Transport {
  if (config.kind === 'http') return withAnswerChecks(new HttpTransport(config));
  const transport = new SimTransport(config);
  if (typeof window !== 'undefined') window.__harness = transport.harness();
  return withAnswerChecks(transport);
}
