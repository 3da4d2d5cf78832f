/** Where players' pages are (community.md §2 "Routes referenced"). */
export const profilePath = (userId: string) => `/profile/${userId}`;
export const adminUserPath = (userId: string) => `/admin/user/${userId}`;
export const VIP_PATH = '/vip';
/** `/profile/me` is the signed-in player's own profile. */
export const OWN_PROFILE_TAG = 'me';
/** The signed-in player's linked wallets (platform.md §2: sign-in required). */
export const CONNECTIONS_PATH = '/profile/settings/connections';
