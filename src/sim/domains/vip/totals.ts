/**
 * A player's VIP totals (real money deposited and wagered, micro-dollars) and the level-ups they bring: a
 * change of totals and the level it reaches are written in the caller's transaction, whose scope must include
 * db.playerTotals, db.users and db.notifications (wagerTables does). Chains on Dexie's promises only.
 */
import type { SimContext } from '../../context';
import type { PlayerTotalsRecord } from '../../services/db-promotions';
import type { MoneyTx } from '../../services/ledger';
import { MICRO_PER_USD } from '../../services/usd';
import { txValue } from '../games/tx';
import { notify } from '../rewards/notifications';
import { levelNamed, levelReached, type VipTotals } from './levels';

export interface TotalsChange {
  depositedMicroUsd?: number;
  /** Negative for a refunded stake. */
  wageredMicroUsd?: number;
  /** A deposit is counted once: its id is kept with the totals. */
  depositId?: string;
}

export const emptyTotals = (userId: string): PlayerTotalsRecord => ({
  userId,
  depositedMicroUsd: 0,
  wageredMicroUsd: 0,
  depositIds: [],
});

export const totalsInUsd = (totals: PlayerTotalsRecord): VipTotals => ({
  depositedUsd: totals.depositedMicroUsd / MICRO_PER_USD,
  wageredUsd: totals.wageredMicroUsd / MICRO_PER_USD,
});

export const levelUpText = (level: number) =>
  `You reached VIP level ${level}: ${levelNamed(level)?.name ?? level}`;

export const readTotals = (ctx: SimContext, userId: string): PromiseLike<PlayerTotalsRecord> =>
  ctx.db.playerTotals.get(userId).then((stored) => stored ?? emptyTotals(userId));

/** Raises the player's level to what the totals reach, with a notification; nothing when none is reached. */
function promote(ctx: SimContext, tx: Pick<MoneyTx, 'after'>, totals: PlayerTotalsRecord) {
  return ctx.db.users.get(totals.userId).then((user): PromiseLike<unknown> | undefined => {
    if (!user) return undefined;
    const level = levelReached(user.vipLevel, totalsInUsd(totals));
    if (level <= user.vipLevel) return undefined;
    return ctx.db.users
      .update(user._id, { vipLevel: level })
      .then(() => notify(ctx, tx, user._id, 'vip', levelUpText(level)));
  });
}

/**
 * Adds to a player's totals and promotes them as far as the new totals reach. Answers false (and writes
 * nothing) for a deposit counted before. The wagered total never goes below 0.
 */
export function addToTotals(
  ctx: SimContext,
  tx: Pick<MoneyTx, 'after'>,
  userId: string,
  change: TotalsChange,
): PromiseLike<boolean> {
  return readTotals(ctx, userId).then((before) => {
    const counted = before.depositIds ?? [];
    if (change.depositId !== undefined && counted.includes(change.depositId)) return txValue(false);
    const next: PlayerTotalsRecord = {
      userId,
      depositedMicroUsd: before.depositedMicroUsd + (change.depositedMicroUsd ?? 0),
      wageredMicroUsd: Math.max(0, before.wageredMicroUsd + (change.wageredMicroUsd ?? 0)),
      depositIds: change.depositId === undefined ? counted : [...counted, change.depositId],
    };
    return ctx.db.playerTotals
      .put(next)
      .then(() => promote(ctx, tx, next))
      .then(() => true);
  });
}
