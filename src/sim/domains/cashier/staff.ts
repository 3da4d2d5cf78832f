/** Staff moderation of withdrawals (extension routes and the QA control): list, approve, decline. */
import { HTTP, hasPermission, type StaffWithdrawal } from '@contract/index';
import {
  WITHDRAWALS_PERMISSION,
  WITHDRAWAL_CODES,
  WITHDRAWAL_MESSAGES,
  WITHDRAW_STATUS,
} from '@contract/withdrawals';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { declineWithdrawal, payWithdrawal } from './settle';
import { toWireWithdrawal } from './records';

/** What a decline by staff says when they give no reason. */
export const STAFF_DECLINE_REASON = 'Declined by the cashier';

export function assertWithdrawalStaff(user: UserRecord): void {
  if (!hasPermission(user, WITHDRAWALS_PERMISSION))
    throw new HttpError(HTTP.forbidden, WITHDRAWAL_CODES.noPermission, WITHDRAWAL_MESSAGES.noPermission);
}

/** Withdrawals waiting (status 0 or 3), VIP first, then oldest first. */
export async function pendingWithdrawals(ctx: SimContext): Promise<StaffWithdrawal[]> {
  const pending = await ctx.db.withdrawals
    .where('status')
    .anyOf([WITHDRAW_STATUS.queued, WITHDRAW_STATUS.inReview])
    .toArray();
  pending.sort((a, b) => b.vipLevel - a.vipLevel || a.createdAt - b.createdAt);
  const users = await ctx.db.users.bulkGet(pending.map((record) => record.userId));
  return pending.map((record, index) => ({
    ...toWireWithdrawal(record),
    user: { _id: record.userId, name: users[index]?.name ?? '', vipLevel: record.vipLevel },
  }));
}

export const approveWithdrawal = async (ctx: SimContext, id: string) =>
  toWireWithdrawal(await payWithdrawal(ctx, id, ctx.clock.now()));

export const rejectWithdrawal = async (ctx: SimContext, id: string, reason?: string) =>
  toWireWithdrawal(await declineWithdrawal(ctx, id, reason ?? STAFF_DECLINE_REASON, ctx.clock.now()));
