/**
 * The simulated cashier on the sim clock. Its verdict and times are drawn when the withdrawal is ordered (from a
 * stream keyed by the seed and the withdrawal id) and stored with it, so the same seed gives the same decisions
 * and a reload resumes where it stopped. Automatic withdrawals are paid at their time; moderated ones are
 * taken into review (status 3) inside the withdrawal hours, then paid or declined `reviewMs` later.
 */
import { WITHDRAW_RULES, WITHDRAW_STATUS } from '@contract/withdrawals';
import type { SimContext } from '../../context';
import type { WithdrawalRecord } from '../../services/db';
import { isPending } from './records';
import { declineWithdrawal, payWithdrawal } from './settle';

const TASK_NAME = 'cashier';

/** Puts the withdrawal's next step on the scheduler. */
export function scheduleCashier(ctx: SimContext, record: WithdrawalRecord): void {
  if (record.nextAt === null) return;
  const nextAt = record.nextAt;
  ctx.scheduler.at(nextAt, TASK_NAME, () => step(ctx, record._id, nextAt));
}

async function step(ctx: SimContext, id: string, dueAt: number): Promise<void> {
  const record = await ctx.db.withdrawals.get(id);
  // Staff or the player acted first, or a newer step replaced this one.
  if (!record || !isPending(record) || record.nextAt !== dueAt) return;
  if (record.auto || record.status === WITHDRAW_STATUS.inReview) {
    if (record.verdict.pay || record.auto) await payWithdrawal(ctx, id, dueAt);
    else await declineWithdrawal(ctx, id, record.verdict.reason, dueAt);
    return;
  }
  const next: WithdrawalRecord = {
    ...record,
    status: WITHDRAW_STATUS.inReview,
    nextAt: dueAt + WITHDRAW_RULES.reviewMs,
  };
  await ctx.db.withdrawals.put(next);
  scheduleCashier(ctx, next);
}

/** After a (re)start: scheduled work lives in memory, so the pending withdrawals are put back, VIP first. */
export async function startCashier(ctx: SimContext): Promise<void> {
  const pending = await ctx.db.withdrawals
    .where('status')
    .anyOf([WITHDRAW_STATUS.queued, WITHDRAW_STATUS.inReview])
    .toArray();
  pending.sort((a, b) => a.nextAt! - b.nextAt! || b.vipLevel - a.vipLevel || a.createdAt - b.createdAt);
  for (const record of pending) scheduleCashier(ctx, record);
}
