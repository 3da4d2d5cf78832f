/**
 * Replays a scenario file in the page against a fresh world of its own: a second sim worker on a frozen clock
 * at the file's start, in a database of its own that is deleted afterwards. The page's world is not touched.
 */
import * as Comlink from 'comlink';
import type { SimControlApi } from '@contract/index';
import type { ScenarioFile } from '@contract/scenario';
import {
  replayScenario,
  type ReplayReport,
  type ScenarioTarget,
  type StepOutcome,
} from '@contract/scenario-replay';
import { startSimWorker, type SimWorkerRemote } from '../../transport/sim-transport';

type ReplayWorker = SimWorkerRemote & { close(): Promise<void> };
type ControlMethod = (...args: unknown[]) => Promise<unknown>;

export async function replayInPage(
  file: ScenarioFile,
  onStep: (outcome: StepOutcome) => void,
): Promise<ReplayReport> {
  const worker = startSimWorker();
  const remote = Comlink.wrap<ReplayWorker>(worker);
  const dbName = `betkings-replay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const control = remote.control as unknown as Comlink.Remote<SimControlApi>;
  const target: ScenarioTarget = {
    request: (request) => remote.request(request),
    whisper: (request) => remote.whisper(request),
    now: () => control.now(),
    async advance(ms) {
      await control.advance(ms);
      await control.settle();
    },
    injectFault: (fault) => control.injectFault(fault),
    clearFaults: () => control.clearFaults(),
    control: (call, args) => (control as unknown as Record<string, ControlMethod>)[call]!(...args),
  };
  try {
    await remote.boot({ seed: file.seed, dbName, frozenAt: file.startMs, world: file.world });
    return await replayScenario(file, target, { onStep });
  } finally {
    await remote.close().catch(() => undefined);
    worker.terminate();
    indexedDB.deleteDatabase(dbName);
  }
}
