/**
 * Withdrawals (issue 9 §3; platform.md §3 to §9): the order with its reservation, the player's cancel and
 * history, the simulated cashier on the sim clock and the staff's moderation. A paid withdrawal is put on its
 * simulated chain (broadcast.ts) under the txid its history shows. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain itself (service.ts) is imported on its first
 * use, so that the worker's first bundle stays within its budget.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';

export { onWithdrawalPaid, type PayoutListener } from './payouts';

const load = () => import('./service');

const CASHIER_ROUTE_KEYS = [
  'POST /api/wallet/withdraw',
  'POST /api/wallet/cancel_withdraw',
  'POST /api/wallet/history/withdraws',
  'POST /api/admin/withdrawals',
  'POST /api/admin/withdrawals/approve',
  'POST /api/admin/withdrawals/decline',
] as const satisfies readonly RouteKey[];

export const cashierRoutes = lazyRoutes(CASHIER_ROUTE_KEYS, async () => (await load()).cashierHandlers);

/**
 * On start: puts the pending withdrawals back on the sim clock and the paid ones a reload caught before their
 * chain transaction on the chain. Loads the domain only when there is such work.
 */
export async function startCashier(ctx: SimContext): Promise<void> {
  // 0 and 3 are WITHDRAW_STATUS queued and inReview, written out so this entry does not pull the rules in.
  const pending = await ctx.db.withdrawals.where('status').anyOf([0, 3]).count();
  const unsent = await ctx.db.payouts.where('state').equals('queued').count();
  if (pending === 0 && unsent === 0) return;
  const domain = await load();
  await domain.startCashier(ctx);
  await domain.broadcastQueuedPayouts(ctx);
}

export const pendingWithdrawals = async (ctx: SimContext) => (await load()).pendingWithdrawals(ctx);

export const approveWithdrawal = async (ctx: SimContext, id: string) =>
  (await load()).approveWithdrawal(ctx, id);

export const rejectWithdrawal = async (ctx: SimContext, id: string, reason?: string) =>
  (await load()).rejectWithdrawal(ctx, id, reason);
