/**
 * Withdrawals (platform.md §3 "Withdraw history entry", §4 "Withdraw status", §5, §7, §8, §9): the wire types,
 * the operator's rules and the staff extension routes. Error texts of codes 1, 2, 3 and 5 are WITHDRAW_ERRORS
 * (errors.ts); codes of our own, where the spec shows none, are WITHDRAWAL_CODES below. The input schemas are in
 * withdrawal-schemas.ts and the routes in withdrawal-routes.ts. This module is imported directly (the barrel
 * re-exports its types only), so its rules and texts load with the sim's cashier chunk, not up front.
 */

/** §4: 0 and 3 pending (0 queued, 3 taken by the cashier), 1 paid, 2 declined, 4 cancelled by the player. */
export const WITHDRAW_STATUS = { queued: 0, paid: 1, declined: 2, inReview: 3, cancelled: 4 } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];
export const PENDING_WITHDRAW_STATUSES: readonly WithdrawStatus[] = [
  WITHDRAW_STATUS.queued,
  WITHDRAW_STATUS.inReview,
];

/** §4: only a withdrawal with status 0 that is not automatic can be cancelled by the player. */
export const isCancellableWithdrawal = (entry: { status: WithdrawStatus; auto: boolean }) =>
  entry.status === WITHDRAW_STATUS.queued && !entry.auto;

/**
 * The VIP level's fee (`withdrawFee`, percent, fixtures/vip-levels.json) of a sum in minor units, rounded up
 * to a whole minor unit: the cashier takes it out of the sum, and the withdraw form shows it before the order.
 */
export function withdrawFeeOf(sum: number, feePercent: number): number {
  const basisPoints = Math.round(feePercent * 100);
  return Math.ceil((sum * basisPoints) / 10_000);
}

/** One row of `POST /api/wallet/history/withdraws` (§3), plus what the harness adds (fee, type, txid). */
export interface WithdrawHistoryEntry {
  _id: string;
  currency: string;
  address: string;
  /** What the player asked for (the fee included), in currency units. */
  sum: number;
  /** ISO 8601. */
  created_at: string;
  status: WithdrawStatus;
  auto: boolean;
  decline_reason: string | null;
  /** Addition: the VIP fee taken from the sum, in currency units. */
  fee: number;
  /** Addition: the chain (the call's `type`). */
  type: string;
  /** Addition: the payout's transaction id once paid. */
  txid: string | null;
}

/** A pending withdrawal as staff see it (extension route, demo panel). */
export interface StaffWithdrawal extends WithdrawHistoryEntry {
  user: { _id: string; name: string; vipLevel: number };
}

/**
 * The operator's rules (the spec gives the hours and the 5 min to 24 h window, not the amounts): amounts in US
 * dollars at the currency's price when the order is placed (the sim's prices walk on its clock). Withdrawal hours are UTC on the sim clock.
 */
export const WITHDRAW_RULES = {
  /** At most this much (status 0, 1 or 3) per rolling 24 hours: code 5 beyond it. */
  dailyLimitUsd: 10_000,
  /** Below this a withdrawal is automatic: paid without moderation. */
  autoLimitUsd: 100,
  /** An automatic payout goes out this long after the order (seeded within the range). */
  autoDelayMs: { min: 30_000, max: 120_000 },
  /** Above this a player who is not KYC verified is refused and marked is_kyc_required. */
  kycThresholdUsd: 2_000,
  /** Moderated payouts: decided between 5 minutes and 24 hours after the order, inside the hours. */
  moderationWindowMs: { min: 5 * 60_000, max: 24 * 60 * 60_000 },
  /** Withdrawal hours (UTC): 11:00 to 19:00. */
  hoursUtc: { open: 11, close: 19 },
  /** How long the cashier's review (status 3) lasts before the decision. */
  reviewMs: 60_000,
  /** Share of moderated withdrawals the simulated cashier declines. */
  declineShare: 0.1,
} as const;

/**
 * The longest a moderated withdrawal of a VIP level waits for the cashier (the spec's queue priority for VIP
 * players): level n waits at most (10 - n) tenths of the window's 24 hours, never under its 5 minutes.
 */
export function moderationMaxWaitMs(vipLevel: number): number {
  const { min, max } = WITHDRAW_RULES.moderationWindowMs;
  const share = Math.max(1, 10 - Math.min(9, Math.max(0, vipLevel))) / 10;
  return min + Math.round((max - min) * share);
}

/** Reasons the simulated cashier gives when it declines. */
export const DECLINE_REASONS = [
  'The address does not match the selected network',
  'Wagering requirement not met',
  'Additional verification needed: contact support',
] as const;

/** Refusals of our own (the spec's withdraw catalogue has 1, 2, 3 and 5 only). */
export const WITHDRAWAL_CODES = {
  notCancellable: 40,
  notFound: 41,
  kycRequired: 42,
  notPending: 43,
  noPermission: 44,
  emailUnverified: 45,
} as const;

export const WITHDRAWAL_MESSAGES = {
  notCancellable: 'This withdrawal can no longer be cancelled',
  notFound: 'Withdrawal not found',
  kycRequired: 'KYC verification is required to withdraw this amount',
  notPending: 'This withdrawal is no longer pending',
  noPermission: 'You may not manage withdrawals',
  emailUnverified: 'Please verify your email before making a withdrawal.',
  unknownNetwork: 'Unknown network',
} as const;

/** The staff permission (not named in the spec): the admin role holds it through '*'. */
export const WITHDRAWALS_PERMISSION = 'manageWithdrawals';
