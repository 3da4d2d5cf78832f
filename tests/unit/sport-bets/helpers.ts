/**
 * A bet slip world for the tests: a sim on a manual clock without the crowd (tests/unit/sim/world.ts), the
 * sports model of its seed, and a signed-in player with real and demo USDT; finders of matches in a wanted
 * state, and a model that calls a match off (the world's model cancels none).
 */
import type { ApiErrorBody } from '@contract/index';
import type { PlaceSportBetBody, QueuedSportBet } from '@contract/sport-bets';
import type { Match, MarketOption } from '@contract/sports';
import { loadSportsModel } from '../../../src/sim/domains/sports';
import type { SportsModel } from '../../../src/sim/domains/sports/model';
import { credit } from '../futures/helpers';
import { START_MS, register, startWorld, type Account, type World } from '../sim/world';

export { balanceOf, credit } from '../futures/helpers';
export { ledgerProblems, START_MS } from '../sim/world';

/** What the player starts with, in USDT cents, on each balance. */
export const FUNDS = 100_000;
export const HOUR = 3_600_000;

export async function sportWorld(seed: string, options: { startMs?: number; dbName?: string } = {}) {
  const world = await startWorld({ seed, startMs: options.startMs ?? START_MS, dbName: options.dbName });
  const ctx = await world.sim.context();
  const model = await loadSportsModel(ctx);
  const player = await register(world);
  await credit(world, player.user._id, 'real', FUNDS);
  await credit(world, player.user._id, 'demo', FUNDS);
  return { world, ctx, model, player };
}

/** Football matches live at `at` or starting within `hours`, by kick-off. */
export const footballAround = (model: SportsModel, at: number, hours = 40): Match[] =>
  model.matches(1, at, at + hours * HOUR);

/** The open options of a match's main market at `at`. */
export function openOptions(model: SportsModel, matchId: string, at: number): MarketOption[] {
  const market = model.market(matchId, at);
  if (!market || market.status !== 'open') return [];
  return market.options.filter((option) => !option.suspended);
}

/** Scheduled matches kicking off within `hours` (pre-match bets), each with its winner at full time. */
export function upcoming(model: SportsModel, at: number, hours = 40) {
  return footballAround(model, at, hours)
    .filter((match) => match.status === 'scheduled' && match.startsAt > at + 60_000)
    .map((match) => ({ match, winner: model.outcome(match.id)!.winner! }));
}

/** The option of a match's main market with a key ('home', 'draw', 'away') at `at`. */
export function optionOf(model: SportsModel, matchId: string, key: string, at: number): MarketOption {
  const option = model.market(matchId, at)?.options.find((entry) => entry.id.endsWith(`:${key}`));
  if (!option) throw new Error(`No option ${key} of ${matchId}`);
  return option;
}

export const selection = (option: MarketOption) => ({ optionId: option.id, odds: option.odds });

export const single = (option: MarketOption, patch: Partial<PlaceSportBetBody> = {}): PlaceSportBetBody => ({
  kind: 'single',
  selections: [selection(option)],
  stake: 5,
  currency: 'usdt',
  demo: false,
  ...patch,
});

export const multi = (
  options: MarketOption[],
  patch: Partial<PlaceSportBetBody> = {},
): PlaceSportBetBody => ({
  ...single(options[0]!, patch),
  kind: 'multi',
  selections: options.map(selection),
  ...patch,
});

export const place = (world: World, account: Account, body: unknown) =>
  world.call<QueuedSportBet | ApiErrorBody>('POST', '/api/sport/bet', body, account.token);

/** An answer that must be a queue entry. */
export function queued(reply: { status: number; body: unknown }): QueuedSportBet {
  if (reply.status !== 200)
    throw new Error(`Expected a queue entry: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as QueuedSportBet;
}

/** Moves the clock and runs what fell due (a verdict, a settlement). */
export async function pass(world: World, ms: number) {
  await world.sim.control.advance(ms);
  await world.sim.control.settle();
}

/** The sports model with one match called off from `from` on (its market closed), as a cancelled fixture is. */
export function withCancelled(model: SportsModel, matchId: string, from: number): SportsModel {
  const cancelled = (match: Match, at: number): Match =>
    match.id === matchId && at >= from ? { ...match, status: 'cancelled' } : match;
  return {
    ...model,
    match: (id, at) => {
      const match = model.match(id, at);
      return match && cancelled(match, at);
    },
    option(optionId, at) {
      const found = model.option(optionId, at);
      if (!found || found.match.id !== matchId || at < from) return found;
      return { ...found, match: cancelled(found.match, at), market: { ...found.market, status: 'closed' } };
    },
    optionResult: (optionId, at) =>
      optionId.startsWith(`${matchId}:`) && at >= from ? 'refunded' : model.optionResult(optionId, at),
  };
}

/** The rows a refused call must leave alone: the player's balances and every bet slip record. */
export async function snapshot(world: World, userId: string) {
  const { db } = await world.sim.context();
  const [balances, ledger, queue, bets] = await Promise.all([
    db.balances.where('userId').equals(userId).toArray(),
    db.ledger.count(),
    db.sportBetQueue.count(),
    db.sportBets.count(),
  ]);
  return { balances, ledger, queue, bets };
}
