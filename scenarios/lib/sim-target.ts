/**
 * A scenario's world in Node: createSim on fake-indexeddb with a manual clock at the file's start, as the
 * replay engine's target (src/contract/scenario-replay.ts) and as what a scripted recording drives.
 */
import 'fake-indexeddb/auto';
import type { ScenarioControlCall, ScenarioFile } from '@contract/scenario';
import type { ScenarioTarget } from '@contract/scenario-replay';
import { createManualClock, createSim, type Sim } from '../../src/sim';

let worlds = 0;

export interface ScenarioWorld {
  sim: Sim;
  target: ScenarioTarget;
  close(): Promise<void>;
}

/** A fresh world for `file` (its seed unless `seed` says otherwise): each call opens a new database. */
export async function openScenarioWorld(
  file: Pick<ScenarioFile, 'name' | 'seed' | 'startMs' | 'world'>,
  seed = file.seed,
): Promise<ScenarioWorld> {
  worlds += 1;
  const sim = createSim({
    seed,
    clock: createManualClock(file.startMs),
    // fake-indexeddb lives in this process's memory; the name only keeps two worlds of one run apart.
    dbName: `scenario-replay-${file.name}-${seed}-${worlds}`,
    world: file.world,
  });
  await sim.ready;
  const control = sim.control as unknown as Record<
    ScenarioControlCall,
    (...args: unknown[]) => Promise<unknown>
  >;
  const target: ScenarioTarget = {
    request: (request) => sim.request(request),
    whisper: (request) => sim.whisper(request),
    now: () => sim.control.now(),
    async advance(ms) {
      await sim.control.advance(ms);
      await sim.control.settle();
    },
    injectFault: (fault) => sim.control.injectFault(fault),
    clearFaults: () => sim.control.clearFaults(),
    control: (call, args) => control[call](...args),
  };
  return { sim, target, close: () => sim.close() };
}
