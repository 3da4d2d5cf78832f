/** The route guard's rules (platform.md §2 "Rules for routing", §6), kept pure so they are easy to test. */
import type { User } from '@contract/index';
import type { RouteMeta } from './meta';

export type SessionStatus = 'booting' | 'guest' | 'signedIn';
export type GuardVerdict = 'allow' | 'wait' | 'signIn' | 'forbidden';
export type PermissionCheck = (user: User, id: string) => boolean;

export function guardVerdict(
  meta: RouteMeta,
  status: SessionStatus,
  user: User | null,
  hasPermission: PermissionCheck,
): GuardVerdict {
  const needsUser = meta.requiresLogin === true || meta.permission !== undefined;
  if (!needsUser) return 'allow';
  if (status === 'booting') return 'wait';
  if (!user) return 'signIn';
  if (meta.permission !== undefined && !hasPermission(user, meta.permission)) return 'forbidden';
  return 'allow';
}

export const SELF_EXCLUSION_PATH = '/error/se';

/** A signed-in self-excluded user is sent to the self-exclusion page from anywhere else. */
export function selfExclusionRedirect(user: User | null, pathname: string): string | null {
  return user?.self_excluded && pathname !== SELF_EXCLUSION_PATH ? SELF_EXCLUSION_PATH : null;
}
