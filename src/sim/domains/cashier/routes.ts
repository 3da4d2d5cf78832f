/** The withdrawal calls (platform.md §4, §5, §9) and the staff's moderation routes. */
import { HTTP, LIMITS } from '@contract/index';
import {
  WITHDRAWAL_CODES,
  WITHDRAWAL_MESSAGES,
  WITHDRAW_STATUS,
  isCancellableWithdrawal,
} from '@contract/withdrawals';
import {
  staffDeclineBodySchema,
  withdrawHistoryBodySchema,
  withdrawalIdBodySchema,
} from '@contract/withdrawal-schemas';
import { authed, type RouteHandlers } from '../../router';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import { releaseWithdrawal, type SettleGuard } from './settle';
import { orderWithdrawal } from './order';
import { toWireWithdrawal, userWithdrawals, withdrawalNotFound } from './records';
import { approveWithdrawal, assertWithdrawalStaff, pendingWithdrawals, rejectWithdrawal } from './staff';

/** §4: only the owner's own withdrawal with status 0 that is not automatic. */
const cancellableBy =
  (userId: string): SettleGuard =>
  (record) => {
    if (record.userId !== userId) return withdrawalNotFound();
    if (!isCancellableWithdrawal(record))
      return new HttpError(
        HTTP.badRequest,
        WITHDRAWAL_CODES.notCancellable,
        WITHDRAWAL_MESSAGES.notCancellable,
      );
    return null;
  };

export const cashierRoutes: RouteHandlers = {
  'POST /api/wallet/withdraw': async (input) => {
    const { ctx, user } = authed(input);
    // As for deposits (deposit code 6): money moves only for a player whose email is verified.
    if (!user.email_verified)
      throw new HttpError(
        HTTP.forbidden,
        WITHDRAWAL_CODES.emailUnverified,
        WITHDRAWAL_MESSAGES.emailUnverified,
      );
    return toWireWithdrawal(await orderWithdrawal(ctx, user, input.body));
  },

  'POST /api/wallet/cancel_withdraw': async (input) => {
    const { ctx, user } = authed(input);
    const { id } = parseBody(withdrawalIdBodySchema, input.body);
    const at = ctx.clock.now();
    return toWireWithdrawal(
      await releaseWithdrawal(ctx, id, WITHDRAW_STATUS.cancelled, null, at, cancellableBy(user._id)),
    );
  },

  /** Newest first, LIMITS.historyMax (30) a page; `page` (from 1) is an addition for older entries. */
  'POST /api/wallet/history/withdraws': async (input) => {
    const { ctx, user } = authed(input);
    const page = parseBody(withdrawHistoryBodySchema, input.body)?.page ?? 1;
    const records = await userWithdrawals(ctx, user._id)
      .offset((page - 1) * LIMITS.historyMax)
      .limit(LIMITS.historyMax)
      .toArray();
    return records.map(toWireWithdrawal);
  },

  'POST /api/admin/withdrawals': async (input) => {
    const { ctx, user } = authed(input);
    assertWithdrawalStaff(user);
    return pendingWithdrawals(ctx);
  },

  'POST /api/admin/withdrawals/approve': async (input) => {
    const { ctx, user } = authed(input);
    assertWithdrawalStaff(user);
    const { id } = parseBody(withdrawalIdBodySchema, input.body);
    return approveWithdrawal(ctx, id);
  },

  'POST /api/admin/withdrawals/decline': async (input) => {
    const { ctx, user } = authed(input);
    assertWithdrawalStaff(user);
    const { id, reason } = parseBody(staffDeclineBodySchema, input.body);
    return rejectWithdrawal(ctx, id, reason);
  },
};
