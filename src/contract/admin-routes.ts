/**
 * The staff calls of /admin/user/{userId} (admin.ts) in the route map. The spec names no back-office API, so
 * each is an extension; every one refuses 403 (ADMIN_CODES.noPermission) without the permission 'users'. The
 * player is named in the body, as the withdrawal moderation's calls name theirs.
 */
import type { AdminBetPage, AdminLedgerPage, AdminSession, AdminUserDetails } from './admin';
import type {
  AdminAdjustBody,
  AdminBetsBody,
  AdminLedgerBody,
  AdminMuteBody,
  AdminSelfExclusionBody,
  AdminSignOutBody,
  AdminUserBody,
} from './admin-schemas';

export interface AdminRouteMap {
  'POST /api/admin/user': { body: AdminUserBody; answer: AdminUserDetails };
  /** The player's ledger rows, newest first, optionally of one currency or balance kind. */
  'POST /api/admin/user/ledger': { body: AdminLedgerBody; answer: AdminLedgerPage };
  /** The player's bets, newest first (demo included, marked). */
  'POST /api/admin/user/bets': { body: AdminBetsBody; answer: AdminBetPage };
  /** The player's live sessions, newest activity first. */
  'POST /api/admin/user/sessions': { body: AdminUserBody; answer: AdminSession[] };
  'POST /api/admin/user/mute': { body: AdminMuteBody; answer: AdminUserDetails };
  'POST /api/admin/user/unmute': { body: AdminUserBody; answer: AdminUserDetails };
  /** Self-excludes the player for a period (or forever) and ends their sessions. */
  'POST /api/admin/user/selfExclusion': { body: AdminSelfExclusionBody; answer: AdminUserDetails };
  'POST /api/admin/user/selfExclusion/lift': { body: AdminUserBody; answer: AdminUserDetails };
  'POST /api/admin/user/signOut': { body: AdminSignOutBody; answer: AdminUserDetails };
  /** A manual credit or debit of the real balance, written as a ledger row with the staff member's reason. */
  'POST /api/admin/user/adjust': { body: AdminAdjustBody; answer: AdminUserDetails };
}

const feature = 'Player administration';

export const ADMIN_EXTENSION_ROUTES = {
  'POST /api/admin/user': { feature },
  'POST /api/admin/user/ledger': { feature },
  'POST /api/admin/user/bets': { feature },
  'POST /api/admin/user/sessions': { feature },
  'POST /api/admin/user/mute': { feature },
  'POST /api/admin/user/unmute': { feature },
  'POST /api/admin/user/selfExclusion': { feature },
  'POST /api/admin/user/selfExclusion/lift': { feature },
  'POST /api/admin/user/signOut': { feature },
  'POST /api/admin/user/adjust': { feature },
} as const;
