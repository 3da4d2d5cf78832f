/**
 * The crowd benches' clock: a manual clock from one fixed instant, lived a second at a time with the sim
 * settled after each step, as the worker's ticker moves it (so that the same seed gives the same world).
 */
import { createManualClock, type ManualClock, type Sim } from '../src/sim';

const CROWD_START_MS = Date.UTC(2024, 4, 1, 12);
const STEP_MS = 1_000;

export const crowdClock = (): ManualClock => createManualClock(CROWD_START_MS);

/** Lives `ms` of sim time in steps of a second. */
export async function liveSteps(sim: Sim, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    await sim.control.advance(STEP_MS);
    await sim.control.settle();
  }
}
