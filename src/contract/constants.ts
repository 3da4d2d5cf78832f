/** Business constants of the spec (platform.md §9, community.md §9) and the harness's own fixed values. */

export const LIMITS = {
  passwordMin: 5,
  loginMin: 4,
  /** Not shown in the spec: an operator's usual cap, so names fit the chat and the feed. */
  loginMax: 24,
  minimumAge: 18,
  twoFactorDigits: 6,
  chatSlowModeMs: 5_000,
  rainUsersMax: 25,
  liveFeedEntries: 10,
  historyMax: 30,
  modalDragDismissPx: 80,
  cookieLifetimeDays: 1,
  maxInHouseBetEur: 20,
  sportBetMinUsd: 1,
  sportBetMaxUsd: 20,
  limboMaxTarget: 1_000_000,
  stairsMoves: 13,
} as const;

export const INTERVALS = {
  bonusBalancePollMs: 10_000,
  depositPickerPollMs: 15_000,
  connectionBannerDelayMs: 3_000,
} as const;

/** Width breakpoints (platform.md §2): xl 1800, lg 1200, md 900, sm 600, xs 320, otherwise na. */
export const BREAKPOINTS = { xl: 1800, lg: 1200, md: 900, sm: 600, xs: 320 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS | 'na';

export const THEMES = ['main', 'grayTheme', 'blueTheme', 'greenTheme'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = {
  main: 'Dark',
  grayTheme: 'Gray',
  blueTheme: 'Blue',
  greenTheme: 'Green',
};

/**
 * The emulated captcha accepts this response every time, like the test keys of the major captcha providers,
 * so scripts and Playwright can sign up: in sim worlds only (the sim's `captchaTestResponse` option, on by
 * default, off in a production-like host). A real server never accepts it. Any other response must be one the
 * widget itself issued, and passes once.
 */
export const CAPTCHA_TEST_RESPONSE = '10000000-aaaa-bbbb-cccc-000000000001';

/** The one-time sentence a wallet signs for a MetaMask login; {nonce} is replaced by the server's nonce. */
export const METAMASK_SIGN_MESSAGE = 'Sign this one-time nonce to log in: {nonce}';
export const metamaskMessage = (nonce: string) => METAMASK_SIGN_MESSAGE.replace('{nonce}', nonce);

/** Referral: the affiliate link carries ?c=CODE, stored as cookie `c` (1 day) and as referralCode. */
export const REFERRAL_QUERY = 'c';
export const REFERRAL_COOKIE = 'c';

/** The product key under which the client persists its global state and preferences. */
export const STORAGE_KEY = 'betkings';

/** Sim session lifetime without activity, on the sim clock; after it a call answers 419. */
export const SIM_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

/** Two-factor: RFC 6238 time step. */
export const TOTP_STEP_SECONDS = 30;

/**
 * Attempt limits (not in the spec: the operator's choice, documented in the README for the real API). Counted
 * on the server's clock and kept in its database, so that a reload, another tab or another device does not reset
 * them:
 * - login: wrong passwords per login (an account, or an unknown login alike) within the window lock it; the
 *   right password is refused during the lock too.
 * - twoFactorSession: wrong codes on one session within the window cool it down; after revokeAfter wrong codes
 *   in all the session is ended and the player must sign in again.
 * - twoFactorAccount: wrong codes over all sessions of an account, so that new sign-ins buy no new guesses.
 */
export const ATTEMPT_LIMITS = {
  login: { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  twoFactorSession: { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 5 * 60_000, revokeAfter: 10 },
  twoFactorAccount: { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const;
