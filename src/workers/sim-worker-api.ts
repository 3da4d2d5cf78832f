/**
 * What the sim worker exposes through comlink: `boot(options)` once, then the SimApi. The same object is
 * exposed on the worker's global scope in the browser and on a MessagePort in Node tests.
 */
import * as Comlink from 'comlink';
import type {
  BroadcastListener,
  SimApi,
  SimBootOptions,
  SimRequest,
  SimWhisperRequest,
} from '@contract/index';
import { createAcceleratedClock, createSim, type Sim } from '../sim';

export interface SimWorkerApi extends SimApi {
  boot(options: SimBootOptions): Promise<void>;
  /**
   * Stops the sim: its ticker, the crowd and the database. A browser worker ends with its page and never needs
   * it; Node tests and benches do, or the ticker keeps the process alive.
   */
  close(): Promise<void>;
}

export function createSimWorkerApi(): SimWorkerApi {
  let sim: Sim | null = null;
  const started = () => {
    if (!sim) throw new Error('The sim worker has not booted: call boot(options) first');
    return sim;
  };
  return {
    async close() {
      const running = sim;
      sim = null;
      await running?.close();
    },
    async boot(options) {
      if (sim) return sim.ready; // a second boot (React StrictMode, a retry) keeps the running world
      // Rate 1 is real time that QA can still step forward (`__harness.control.advance`); the steps live
      // in memory, so a reload returns to real time.
      const clock = createAcceleratedClock(options.clockRate ?? 1);
      sim = createSim({ seed: options.seed, dbName: options.dbName, clock, world: options.world ?? true });
      await sim.ready;
    },
    request: (request: SimRequest) => started().request(request),
    whisper: (request: SimWhisperRequest) => started().whisper(request),
    onBroadcast: (listener: BroadcastListener) => Comlink.proxy(started().onBroadcast(listener)),
    verifyChannelAuth: (socketId, channelName, auth) =>
      started().verifyChannelAuth(socketId, channelName, auth),
    control: Comlink.proxy({
      now: () => started().control.now(),
      advance: (ms: number) => started().control.advance(ms),
      settle: () => started().control.settle(),
      injectFault: (fault) => started().control.injectFault(fault),
      clearFaults: () => started().control.clearFaults(),
      twoFactorCode: (login: string) => started().control.twoFactorCode(login),
      outbox: () => started().control.outbox(),
      worldRates: () => started().control.worldRates(),
      setWorldRates: (patch) => started().control.setWorldRates(patch),
    } satisfies SimApi['control']),
  };
}

export function exposeSim(endpoint: Comlink.Endpoint): void {
  Comlink.expose(createSimWorkerApi(), endpoint);
}
