/** How the chat writes players (community.md §5, §6): short display names and the staff highlight. */
import type { ChatUser } from '@contract/index';

const ADMIN_ROLE = '*';
const MODERATOR_ROLE = 'chat_moderator';

/** 'John Smith' → 'John S.'; a name without a space stays as it is. */
export function shortName(name: string): string {
  const [first, second] = name.trim().split(/\s+/);
  if (!first || !second) return name.trim();
  return `${first} ${second.charAt(0)}.`;
}

export type StaffRole = 'admin' | 'moderator';

/** Admins ('*') and moderators ('chat_moderator') are highlighted; an admin who moderates is an admin. */
export function staffRole(user: Pick<ChatUser, 'access'>): StaffRole | null {
  if (user.access.some((role) => role.id === ADMIN_ROLE)) return 'admin';
  if (user.access.some((role) => role.id === MODERATOR_ROLE)) return 'moderator';
  return null;
}
