/** The withdrawal calls (withdrawals.ts) in the route map, and the staff routes the spec does not name. */
import type { StaffWithdrawal, WithdrawHistoryEntry } from './withdrawals';
import type { WithdrawBody } from './withdrawal-schemas';

export interface WithdrawalRouteMap {
  'POST /api/wallet/withdraw': { body: WithdrawBody; answer: WithdrawHistoryEntry };
  'POST /api/wallet/cancel_withdraw': { body: { id: string }; answer: WithdrawHistoryEntry };
  'POST /api/wallet/history/withdraws': { body: { page?: number } | void; answer: WithdrawHistoryEntry[] };
  /** Staff: withdrawals waiting (status 0 or 3), VIP first then oldest first. */
  'POST /api/admin/withdrawals': { body: void; answer: StaffWithdrawal[] };
  'POST /api/admin/withdrawals/approve': { body: { id: string }; answer: WithdrawHistoryEntry };
  'POST /api/admin/withdrawals/decline': {
    body: { id: string; reason?: string };
    answer: WithdrawHistoryEntry;
  };
}

export const WITHDRAWAL_EXTENSION_ROUTES = {
  'POST /api/admin/withdrawals': {
    feature: 'Withdrawal moderation',
    // Why: the spec says staff moderate withdrawals (statuses 0 and 3) but names no call to list them
  },
  'POST /api/admin/withdrawals/approve': {
    feature: 'Withdrawal moderation',
    // Why: staff approve a pending withdrawal; the spec names no call
  },
  'POST /api/admin/withdrawals/decline': {
    feature: 'Withdrawal moderation',
    // Why: staff decline a pending withdrawal with a decline_reason; the spec names no call
  },
} as const;
