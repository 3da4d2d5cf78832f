/** The token's pages (platform.md §2). */
export const TOKEN_PATHS = {
  token: '/token',
  analytics: '/analytics',
  revShare: '/revShare',
} as const;
