/** Permission checks of platform.md §6. */
import type { User } from '@contract/index';

const WILDCARD_ROLE = '*';
const MODERATOR_ROLE = 'chat_moderator';

const hasRole = (user: User, role: string) => user.roles.some((entry) => entry.id === role);

/** The wildcard role grants everything; otherwise the group with this id must have its [type] flag set. */
export function hasPermission(user: User | null | undefined, id: string, type = 'active'): boolean {
  if (!user) return false;
  if (hasRole(user, WILDCARD_ROLE)) return true;
  return user.permissions.some((group) => group.id === id && group[type] === true);
}

/** Chat moderators, and admins through the wildcard role. */
export function isModerator(user: User | null | undefined): boolean {
  return !!user && (hasRole(user, MODERATOR_ROLE) || hasRole(user, WILDCARD_ROLE));
}
