/**
 * The one permission check (platform.md §6, community.md §5, §6), shared by the app (what it shows) and the sim
 * (what it allows). Roles are entries with an id ('*' is an admin and grants every permission, 'chat_moderator' a
 * chat moderator); a permission group has an id and per-type flags, a check asking for an id and a type, the type
 * defaulting to 'active'. Chat users carry their roles as `access`, entries of the same shape.
 */
import type { PermissionGroup, Role } from './models';

/** The admin role: every permission. */
export const ADMIN_ROLE = '*';
/** Chat moderators (admins moderate too). */
export const MODERATOR_ROLE = 'chat_moderator';

/** The permission of the admin user pages (the profile's admin link). */
export const USERS_PERMISSION = 'users';
/** The permission that opens Moderate (all support chats) and lets staff answer (community.md §6). */
export const SUPPORT_PERMISSION = 'manageTickets';
/** The permission that shows private players' names and profiles (community.md §5). */
export const PRIVACY_PERMISSION = 'ignore_privacy';

/** Whoever a check asks about: a user of the wire or a record of the sim. */
export interface PermissionHolder {
  roles: readonly Role[];
  permissions: readonly PermissionGroup[];
}

/** Whether a list of role (or chat access) entries holds this id. */
export const hasRole = (roles: readonly Role[], id: string): boolean => roles.some((role) => role.id === id);

/** The admin role grants everything; otherwise the group with this id must have its [type] flag set. */
export function hasPermission(
  who: PermissionHolder | null | undefined,
  id: string,
  type = 'active',
): boolean {
  if (!who) return false;
  if (hasRole(who.roles, ADMIN_ROLE)) return true;
  return who.permissions.some((group) => group.id === id && group[type] === true);
}

/** Chat moderators, and admins through the admin role. */
export function isModerator(who: Pick<PermissionHolder, 'roles'> | null | undefined): boolean {
  return !!who && (hasRole(who.roles, MODERATOR_ROLE) || hasRole(who.roles, ADMIN_ROLE));
}

/**
 * Rank of a role list for moderation (not in the spec: the operator's choice, in the README). Roles rank,
 * permissions do not: support staff (manageTickets) rank as players in chat.
 */
export const ROLE_RANK = { player: 0, moderator: 1, admin: 2 } as const;

export function roleRank(who: Pick<PermissionHolder, 'roles'>): number {
  if (hasRole(who.roles, ADMIN_ROLE)) return ROLE_RANK.admin;
  if (hasRole(who.roles, MODERATOR_ROLE)) return ROLE_RANK.moderator;
  return ROLE_RANK.player;
}

/**
 * Whether `actor` may moderate `target` (mute them, remove their messages): a moderator acting on someone
 * ranked below. Staff of the same or a higher rank are not moderated through chat.
 */
export function mayModerate(
  actor: Pick<PermissionHolder, 'roles'> | null | undefined,
  target: Pick<PermissionHolder, 'roles'>,
): boolean {
  return !!actor && isModerator(actor) && roleRank(target) < roleRank(actor);
}

export type StaffRole = 'admin' | 'moderator';

/** The chat's highlight of a role list: an admin who moderates is an admin. */
export function staffRoleOf(roles: readonly Role[]): StaffRole | null {
  if (hasRole(roles, ADMIN_ROLE)) return 'admin';
  if (hasRole(roles, MODERATOR_ROLE)) return 'moderator';
  return null;
}

/**
 * Whether a viewer sees the names of private players (community.md §5, §6): the permission ignore_privacy, or
 * the admin role. Guests never do.
 */
export const seesPrivateNames = (viewer: PermissionHolder | null | undefined): boolean =>
  hasPermission(viewer, PRIVACY_PERMISSION);

/** Whether a viewer sees this player's name and profile: a public player, themselves, or ignore_privacy. */
export function seesPlayer(
  player: { _id: string; private_bets: boolean },
  viewer: (PermissionHolder & { _id: string }) | null | undefined,
): boolean {
  return !player.private_bets || viewer?._id === player._id || seesPrivateNames(viewer);
}
