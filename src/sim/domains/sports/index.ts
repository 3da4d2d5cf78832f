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

const feeds = new WeakMap<SimContext, Promise<void>>();

/**
 * The sports channel's pushes on the sim clock, from the first call that reads the sports world on (every
 * sport screen makes one before it listens). Until then nobody can hold a match to update, and a world whose
 * sports nobody looks at (most tests, a casino-only visit) does not price every live match each second.
 */
export function ensureSportsFeed(ctx: SimContext): Promise<void> {
  let feed = feeds.get(ctx);
  if (!feed) {
    feed = Promise.all([import('./feed'), loadSportsModel(ctx)]).then(([{ startSportsFeed }, model]) =>
      startSportsFeed(ctx, model),
    );
    feeds.set(ctx, feed);
  }
  return feed;
}
