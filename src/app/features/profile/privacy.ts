/**
 * Private players (community.md §5, §6): their name is hidden and their profile cannot be opened, except for
 * themselves and for viewers with the permission ignore_privacy (or the admin role).
 */
import { CHAT_MESSAGES, HIDDEN_NAME, seesPlayer, type ProfileAnswer, type User } from '@contract/index';

export { USERS_PERMISSION } from '@contract/index';
/** What the popup and the page show instead of a private player's profile. */
export const PRIVATE_PROFILE_TEXT = CHAT_MESSAGES.privateProfile;

export function canSeeProfile(user: ProfileAnswer['user'], viewer: User | null): boolean {
  return seesPlayer(user, viewer);
}

export const visibleName = (user: ProfileAnswer['user'], viewer: User | null) =>
  canSeeProfile(user, viewer) ? user.name : HIDDEN_NAME;
