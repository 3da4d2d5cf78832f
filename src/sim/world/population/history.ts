/**
 * The crowd's stored history stays bounded while the page runs for days. Only the crowd's own rows are
 * touched, never a person's:
 * - bets: the crowd's newest HISTORY_LIMITS.bets are kept (hours of play at the default rates; the feeds
 *   show far fewer), older ones are deleted (never one an open game still points at);
 * - ledger: per player, currency and kind, rows beyond HISTORY_LIMITS.ledgerRows are folded into one
 *   'carry' row that takes the id and balanceAfter of the last folded row and the sum of their deltas, so
 *   that balance = sum of ledger rows still holds, row by row.
 * Totals that must span longer (a week's race wagers) are to be added up as bets settle, not read back, or
 * rolled up from the ledger before a fold (the token's analytics).
 */
import type { SimContext } from '../../context';
import type { LedgerRecord } from '../../services/db';

export const HISTORY_LIMITS = { bets: 5_000, ledgerRows: 200 };
export type HistoryLimits = typeof HISTORY_LIMITS;

export const CARRY_REASON = 'carry';

const byNumber = (a: number | undefined, b: number | undefined) => (a ?? 0) - (b ?? 0);

export interface Pruned {
  bets: number;
  ledgerRows: number;
}

async function pruneBets(ctx: SimContext, userIds: readonly string[], keep: number): Promise<number> {
  const { db } = ctx;
  return db.transaction('rw', [db.bets, db.openGames], async () => {
    const numbers = (await db.bets.where('userId').anyOf(userIds).primaryKeys()).sort(byNumber);
    if (numbers.length <= keep) return 0;
    const open = new Set(
      (await db.openGames.where('userId').anyOf(userIds).toArray()).map((game) => game.betNumber),
    );
    const old = numbers.slice(0, numbers.length - keep).filter((number) => !open.has(number));
    await db.bets.bulkDelete(old);
    return old.length;
  });
}

async function foldLedger(ctx: SimContext, key: [string, string, string], keep: number): Promise<number> {
  const { db } = ctx;
  return db.transaction('rw', db.ledger, async () => {
    const ids = (await db.ledger.where('[userId+currency+kind]').equals(key).primaryKeys()).sort(byNumber);
    if (ids.length <= keep) return 0;
    const folded = (await db.ledger.bulkGet(ids.slice(0, ids.length - keep + 1))) as LedgerRecord[];
    const last = folded[folded.length - 1]!;
    const delta = folded.reduce((sum, row) => sum + row.delta, 0);
    await db.ledger.bulkDelete(folded.slice(0, -1).map((row) => row.id!));
    // A fold that sums to nothing leaves nothing behind: the running sum before and after it is the same.
    if (delta === 0) await db.ledger.delete(last.id!);
    else await db.ledger.put({ ...last, delta, reason: CARRY_REASON, ref: 'world-history' });
    return delta === 0 ? folded.length : folded.length - 1;
  });
}

export async function pruneHistory(
  ctx: SimContext,
  userIds: readonly string[],
  limits: HistoryLimits = HISTORY_LIMITS,
): Promise<Pruned> {
  const bets = await pruneBets(ctx, userIds, limits.bets);
  // The token's analytics add up every ledger row before a fold merges rows into one (domains/token/rollup.ts).
  await (await import('../../domains/token/rollup')).rollUpLedger(ctx);
  const balances = await ctx.db.balances.where('userId').anyOf(userIds).toArray();
  let ledgerRows = 0;
  for (const { userId, currency, kind } of balances) {
    ledgerRows += await foldLedger(ctx, [userId, currency, kind], limits.ledgerRows);
  }
  return { bets, ledgerRows };
}
