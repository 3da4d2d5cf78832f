/**
 * Helpers of the token's tests: direct sums over the ledger's rows, computed apart from the sim's roll-up (each
 * row at its own price, in floating dollars), for the analytics answers to be compared against.
 */
import type { SimContext } from '../../../src/sim/context';
import { inSequence } from '../../../src/sim/domains/games/tx';
import type { LedgerRecord } from '../../../src/sim/services/db';
import type { World } from '../sim/world';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const CASINO = ['bet', 'win', 'refund', 'provider_bet', 'provider_win', 'provider_refund'];
const FUTURES = ['trade_wager', 'trade_payout'];
const SPORT = ['sport_wager', 'sport_payout', 'sport_refund'];

/** The house's revenue of a row in US dollars (minus its delta at the price of its time). */
export function houseUsd(ctx: SimContext, row: LedgerRecord): number {
  const priced = ctx.prices.currency(row.currency, row.at)!;
  return (-row.delta / 10 ** priced.decimals) * priced.price;
}

export const isCasino = (row: LedgerRecord) => row.kind === 'real' && CASINO.includes(row.reason);
export const isFutures = (row: LedgerRecord) => row.kind === 'real' && FUTURES.includes(row.reason);
export const isSport = (row: LedgerRecord) => row.kind === 'real' && SPORT.includes(row.reason);

export async function ledgerRows(world: World): Promise<LedgerRecord[]> {
  return (await world.sim.context()).db.ledger.toArray();
}

/** Revenue of the rows that pass `test`, per UTC day ('YYYY-MM-DD') and over the 24 clock hours up to `now`. */
export function directSums(
  ctx: SimContext,
  rows: readonly LedgerRecord[],
  test: (row: LedgerRecord) => boolean,
  now: number,
) {
  const perDay = new Map<string, number>();
  let last24h = 0;
  const from = (Math.floor(now / HOUR) - 23) * HOUR;
  for (const row of rows.filter(test)) {
    const usd = houseUsd(ctx, row);
    const day = new Date(row.at).toISOString().slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + usd);
    if (row.at >= from) last24h += usd;
  }
  return { perDay, last24h };
}

/** A stake and its payout (0 for a loss) as a product's domain writes them, with its two ledger reasons. */
async function stakeRows(
  ctx: SimContext,
  userId: string,
  reasons: [string, string],
  wager: number,
  payout: number,
) {
  const change = { userId, currency: 'usdt', kind: 'real' as const, ref: ctx.newId() };
  const changes = [
    { ...change, delta: -wager, reason: reasons[0] },
    ...(payout > 0 ? [{ ...change, delta: payout, reason: reasons[1] }] : []),
  ];
  await ctx.ledger.transact([], (tx) => inSequence(changes, (entry) => tx.apply(entry)));
}

/** A futures position's money as the futures domain writes it. */
export const tradeRows = (ctx: SimContext, userId: string, wager: number, payout: number) =>
  stakeRows(ctx, userId, ['trade_wager', 'trade_payout'], wager, payout);

/** A sport bet's money as the bet slip writes it. */
export const sportRows = (ctx: SimContext, userId: string, wager: number, payout: number) =>
  stakeRows(ctx, userId, ['sport_wager', 'sport_payout'], wager, payout);
