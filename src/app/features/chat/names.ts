/** How the chat writes players (community.md §5, §6): short display names and the staff highlight. */
import { staffRoleOf, type ChatUser, type StaffRole } from '@contract/index';

/** 'John Smith' → 'John S.'; a name without a space stays as it is. */
export function shortName(name: string): string {
  const [first, second] = name.trim().split(/\s+/);
  if (!first || !second) return name.trim();
  return `${first} ${second.charAt(0)}.`;
}

export type { StaffRole };

/** Admins ('*') and moderators ('chat_moderator') are highlighted; an admin who moderates is an admin. */
export const staffRole = (user: Pick<ChatUser, 'access'>): StaffRole | null => staffRoleOf(user.access);
