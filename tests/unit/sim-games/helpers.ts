/**
 * Helpers of the games domain's tests: a world (tests/unit/sim/world.ts) with the demo player signed in,
 * typed whisper calls, balances and row counts, and a temporary change of the licence's in-house settings.
 */
import {
  type ApiErrorBody,
  type BetInfo,
  type PlayAnswer,
  type PlayRequest,
  type RestoreAnswer,
  type TurnAnswer,
} from '@contract/index';
import { LICENCE, findCurrency } from '../../../src/sim/context';
import { login, startWorld, type World } from '../sim/world';

export { ledgerProblems, login, startWorld, type World } from '../sim/world';

export interface Reply<T> {
  status: number;
  body: T;
}

export interface Table {
  world: World;
  token: string;
  userId: string;
}

/** A new world with the demo player ('player', real balances btc 0.05, eth 1.2, usdt 500, doge 2500). */
export async function table(options: { dbName?: string; seed?: string } = {}): Promise<Table> {
  const world = await startWorld(options);
  const account = await login(world, 'player', 'player123');
  return { world, token: account.token, userId: account.user._id };
}

export async function whisper<T>(world: World, token: string | null, event: string, data: unknown) {
  return (await world.sim.whisper({ token, event, data })) as Reply<T>;
}

export const play = (world: World, token: string | null, request: Partial<PlayRequest> | unknown) =>
  whisper<PlayAnswer>(world, token, 'Play', request);
export const turn = (world: World, token: string | null, id: string, data: unknown) =>
  whisper<TurnAnswer>(world, token, 'Turn', { id, data });
export const finish = (world: World, token: string | null, id: string) =>
  whisper<TurnAnswer>(world, token, 'Finish', { id });
export const restore = (world: World, token: string | null) =>
  whisper<RestoreAnswer>(world, token, 'RestoreData', {});
export const info = (world: World, token: string | null, id: string) =>
  whisper<BetInfo>(world, token, 'Info', { game_id: id });

export const errorOf = (reply: Reply<unknown>) => reply.body as ApiErrorBody;

export const limbo = (bet: number, target = 2, extra: Partial<PlayRequest> = {}) => ({
  api_id: 'limbo',
  bet,
  demo: false,
  currency: 'usdt',
  quick: false,
  data: { target },
  ...extra,
});
export const keno = (bet: number, picks = [1, 2, 3, 4, 5], extra: Partial<PlayRequest> = {}) => ({
  api_id: 'keno',
  bet,
  demo: false,
  currency: 'usdt',
  quick: false,
  data: { picks, risk: 'medium' },
  ...extra,
});
export const mines = (bet: number, count = 3, extra: Partial<PlayRequest> = {}) => ({
  api_id: 'mines',
  bet,
  demo: false,
  currency: 'usdt',
  quick: false,
  data: { mines: count },
  ...extra,
});

/** Integer minor units of a balance (0 when there is none). */
export async function balanceMinor(
  world: World,
  userId: string,
  currency: string,
  kind: 'real' | 'demo' = 'real',
) {
  const ctx = await world.sim.context();
  return (await ctx.ledger.balance(userId, currency, kind))?.amount ?? 0;
}

export async function rowCounts(world: World) {
  const { db } = await world.sim.context();
  const [bets, ledger, openGames, seedPairs] = await Promise.all([
    db.bets.count(),
    db.ledger.count(),
    db.openGames.count(),
    db.seedPairs.count(),
  ]);
  return { bets, ledger, openGames, seedPairs };
}

type InHouse = Record<string, unknown>;

/** Runs `work` with the licence's in-house settings changed, restoring them afterwards. */
export async function withInHouse<T>(changes: InHouse, work: () => Promise<T>): Promise<T> {
  const settings = LICENCE.pluginSettings as Record<string, InHouse>;
  const before = settings.inHouse;
  settings.inHouse = { ...before, ...changes };
  try {
    return await work();
  } finally {
    settings.inHouse = before!;
  }
}

/**
 * Runs `work` with a currency's EUR price changed, restoring it afterwards: the fixture's price is where the
 * world's walk starts, so a fresh world (no clock moved) sees it as it is.
 */
export async function withPriceEur<T>(
  currency: string,
  priceEur: number,
  work: () => Promise<T>,
): Promise<T> {
  const found = findCurrency(currency) as unknown as { priceEur: number };
  const before = found.priceEur;
  found.priceEur = priceEur;
  try {
    return await work();
  } finally {
    found.priceEur = before;
  }
}
