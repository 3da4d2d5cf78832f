/** Shared helpers of the markets' tests: a world on a manual clock and its market model. */
import { loadMarketModel } from '../../../src/sim/domains/markets';
import { startWorld, type WorldOptions } from '../sim/world';

export { START_MS } from '../sim/world';
export const SECOND = 1_000;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** A world without a crowd, its context and its markets. */
export async function marketWorld(options: WorldOptions = {}) {
  const world = await startWorld(options);
  const ctx = await world.sim.context();
  return { world, ctx, markets: await loadMarketModel(ctx) };
}
