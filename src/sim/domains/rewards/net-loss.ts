/**
 * A player's net real-money loss of one day, the base of the daily cashback: what the house took from the
 * player in its products (stakes less payouts and refunds: the ledger rows with a product's reason, see
 * token/reasons.ts), valued in US dollars at each row's moment. Deposits, tips, prizes and rewards are not play.
 */
import type { SimContext } from '../../context';
import type { LedgerRecord } from '../../services/db';
import { microUsdOfMinor } from '../../services/usd';
import { productOf } from '../token/reasons';
import { DAY_MS, dayStart } from './days';

const isPlay = (row: LedgerRecord) => row.kind === 'real' && productOf(row.reason) !== undefined;

/**
 * The player's ledger rows since `from`, newest first. The userId index keeps one player's rows in the order
 * they were written, so the walk stops at the first older row: it reads only the rows since `from`, however
 * long the player's history.
 */
const rowsSince = (ctx: SimContext, userId: string, from: number): PromiseLike<LedgerRecord[]> =>
  ctx.db.ledger
    .where('userId')
    .equals(userId)
    .reverse()
    .until((row) => row.at < from)
    .toArray();

/** Micro-dollars the player lost on `day` (0 when the player came out even or ahead). */
export function netLossMicroUsd(ctx: SimContext, userId: string, day: number): PromiseLike<number> {
  const from = dayStart(day);
  return rowsSince(ctx, userId, from).then((rows) => {
    const micro = rows
      .filter((row) => row.at >= from && row.at < from + DAY_MS && isPlay(row))
      .reduce((sum, row) => sum - microUsdOfMinor(ctx.prices, row.currency, row.delta, row.at), 0);
    return Math.max(0, micro);
  });
}
