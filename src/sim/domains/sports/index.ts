/**
 * The sports world (issue 12 §1): the model of one world, built once per sim context from its seed, which the
 * sport routes, the sports channel's pushes, the bet slip's settlement and the pools all read. Registered in
 * src/sim/index.ts; the model is its own chunk, loaded on first use.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';
import type { SportsModel } from './model';

const SPORT_ROUTE_KEYS = [
  'POST /api/sport/categories',
  'POST /api/sport/events',
  'POST /api/sport/event',
  'POST /api/sport/search',
] as const satisfies readonly RouteKey[];

export const sportRoutes = lazyRoutes(SPORT_ROUTE_KEYS, async () => (await import('./routes')).sportHandlers);

const models = new WeakMap<SimContext, Promise<SportsModel>>();

export function loadSportsModel(ctx: SimContext): Promise<SportsModel> {
  let model = models.get(ctx);
  if (!model) {
    model = import('./model').then(({ createSportsModel }) => createSportsModel(ctx.seed));
    models.set(ctx, model);
  }
  return model;
}

/** control.matchOutcome: the match at its final whistle (RangeError for an unknown match). */
export async function matchOutcome(ctx: SimContext, matchId: unknown) {
  const match = typeof matchId === 'string' ? (await loadSportsModel(ctx)).outcome(matchId) : undefined;
  if (!match) throw new RangeError(`Unknown match: ${String(matchId)}`);
  return match;
}

/** On start: the sports channel's pushes on the sim clock. */
export async function startSports(ctx: SimContext): Promise<void> {
  const [{ startSportsFeed }, model] = await Promise.all([import('./feed'), loadSportsModel(ctx)]);
  startSportsFeed(ctx, model);
}
