/**
 * Every callback the provider sent and what the operator answered, for the emulator page
 * (/debugger/emulator/slotegrator). Only the newest LOG_SIZE are kept: the log is for QA, not the books.
 */
import type {
  WalletCallbackAnswer,
  WalletCallbackLogEntry,
  WalletCallbackRequest,
} from '@contract/provider/wallet-callbacks';
import type { SimContext } from '../../context';

export const LOG_SIZE = 500;

export async function logCallback(
  ctx: SimContext,
  request: WalletCallbackRequest,
  answer: WalletCallbackAnswer,
  replayOf: number | null,
): Promise<void> {
  const { providerCallbacks } = ctx.db;
  // One transaction: each callback of the crowd's provider play is logged.
  await ctx.db.transaction('rw', providerCallbacks, async () => {
    await providerCallbacks.add({ at: ctx.clock.now(), request, answer, replayOf });
    const excess = (await providerCallbacks.count()) - LOG_SIZE;
    if (excess > 0) await providerCallbacks.bulkDelete(await providerCallbacks.limit(excess).primaryKeys());
  });
}

/** The newest `limit` entries, newest first. */
export async function callbackLog(ctx: SimContext, limit = 100): Promise<WalletCallbackLogEntry[]> {
  const rows = await ctx.db.providerCallbacks
    .reverse()
    .limit(Math.max(1, Math.min(LOG_SIZE, Math.floor(limit))))
    .toArray();
  return rows.map((row) => ({
    id: row.id!,
    at: row.at,
    request: row.request,
    answer: row.answer,
    replayOf: row.replayOf,
  }));
}
