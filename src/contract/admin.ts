/**
 * The staff page of one player, /admin/user/{userId} (community.md §5: the profile's cog for the permission
 * 'users'): what the back office reads of a player and the actions it takes. The spec shows no staff API, so
 * every call is an extension (admin-routes.ts); the rules and texts live here for the sim and the page alike.
 */
import type { BetPage } from './games';
import type { PermissionGroup, Role } from './models';

/** Refusals of the staff calls: codes of our own (the spec shows none for a back office). */
export const ADMIN_CODES = { noPermission: 90, unknownPlayer: 91 } as const;
export const ADMIN_MESSAGES = {
  noPermission: 'You may not manage players',
  unknownPlayer: 'Unknown player',
  belowZero: 'The balance cannot go below zero',
  amountPrecision: 'Enter a non-zero amount at the currency’s precision',
  reason: 'Give a reason of 3 to 200 characters',
  days: 'Choose a period',
  minutes: 'Choose a duration',
  unknownSession: 'Unknown session',
} as const;

/** Rows per page of the ledger and bets tables. */
export const ADMIN_PAGE_SIZE = 25;
/** Staff actions the overview lists, newest first. */
export const ADMIN_ACTIONS_SHOWN = 20;

/** Self-exclusion periods staff can set, in days; 'forever' has no end (platform.md: self_excluded). */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_DAYS)[number] | 'forever';

/** A mute or an exclusion that ends this far away or more is shown as forever (the chat's longest mute is 100 years). */
export const FOREVER_AFTER_MS = 50 * 365 * 24 * 60 * 60_000;

/** The ledger's reason of a staff adjustment (a credit or a debit with the staff member's reason). */
export const ADJUSTMENT_REASON = 'adjustment';

export type StaffActionKind =
  'mute' | 'unmute' | 'selfExclude' | 'liftSelfExclusion' | 'signOut' | 'adjustment';

/** One staff action on a player, as the overview lists it (amount as a wire decimal of `currency`). */
export interface StaffAction {
  _id: string;
  kind: StaffActionKind;
  at: number;
  by: { _id: string; name: string };
  /** Mute: its duration in minutes. */
  minutes?: number;
  /** Mute or exclusion: when it ends; null for forever. */
  until?: number | null;
  currency?: string;
  amount?: number;
  reason?: string;
  /** Sign-out: how many sessions ended. */
  sessions?: number;
}

/** A player's money in one currency: wire decimals, and the real balance in US dollars now. */
export interface AdminBalance {
  currency: string;
  real: number;
  bonus: number;
  demo: number;
  realUsd: number;
}

export interface AdminUserDetails {
  user: {
    _id: string;
    name: string;
    avatar: string;
    email: string | null;
    email_verified: boolean;
    created_at: string;
    roles: Role[];
    permissions: PermissionGroup[];
    vipLevel: number;
    two_factor_enabled: boolean;
    private_bets: boolean;
    wallet_address: string | null;
    telegram_id: number | null;
  };
  kyc: { required: boolean; verified: boolean; status: 'pending' | null };
  /** Muted until (ms), or null when not muted now; `forever` for the longest mute. */
  mute: { until: number; forever: boolean } | null;
  /** Self-excluded until (ms; null: forever), or null when not excluded. */
  selfExclusion: { until: number | null } | null;
  /** Who referred the player (the affiliate programme), if anyone. */
  invitedBy: { _id: string; name: string } | null;
  balances: AdminBalance[];
  /** Real money deposited and wagered, in US dollars (the VIP totals). */
  totals: { depositedUsd: number; wageredUsd: number };
  activeSessions: number;
  actions: StaffAction[];
}

export interface AdminLedgerRow {
  id: number;
  at: number;
  currency: string;
  kind: 'real' | 'demo' | 'bonus';
  /** Signed wire decimal. */
  delta: number;
  balanceAfter: number;
  reason: string;
  ref: string;
}

export interface AdminPage<T> {
  data: T[];
  page: number;
  pages: number;
  total: number;
}

export type AdminLedgerPage = AdminPage<AdminLedgerRow>;
export type AdminBetPage = BetPage;

/** A session of the player; `id` names it without giving its token away. */
export interface AdminSession {
  id: string;
  createdAt: number;
  lastSeen: number;
  twoFactorPending: boolean;
  /** The staff member's own session. */
  current: boolean;
}
