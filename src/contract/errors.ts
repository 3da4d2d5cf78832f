/**
 * Error envelope and the spec's error catalogues (platform.md §8, community.md §8).
 * Both the sim (to answer) and the app (to show) read the texts from here, so a text lives in one place.
 */

/** Body of every non-2xx answer, on both transports. */
export interface ApiErrorBody {
  code: number;
  message: string;
  /** Per-field validation messages (HTTP 422), with the spec's exact texts. */
  errors?: Record<string, string[]>;
}

/** Thrown by every Transport for a non-2xx answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.errors = body.errors;
  }

  /** First message of a field, or undefined. */
  fieldError(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const HTTP = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  sessionExpired: 419,
  unprocessable: 422,
  tooManyRequests: 429,
  serverError: 500,
} as const;

/** Codes that the client handles above the transports (ARCHITECTURE.md "Above both"). */
export const CODES = {
  /** Generic failure with no catalogue code. */
  generic: 0,
  validation: 422,
  unauthenticated: 401,
  notFound: 404,
  sessionExpired: 419,
  /** 403 with this code: the two-factor modal opens and the request is replayed after a valid code. */
  twoFactorRequired: -1024,
  /** The emulated captcha was missing or wrong. Code of our own: the spec shows no captcha error code. */
  captchaFailed: 10,
  /** Wrong login or password: the client shows the wrong-credentials toast. */
  wrongCredentials: 11,
  /** Self-excluded account tried to sign in. */
  selfExcluded: 12,
  /** Wrong two-factor code. */
  wrongTwoFactorCode: 13,
  /** A demo top-up was asked while the demo balance is not zero. */
  demoBalanceNotZero: 14,
  /** Telegram initData did not verify. */
  telegramFailed: 15,
  /** MetaMask nonce unknown or the signature did not recover to the address. */
  metamaskFailed: 16,
  /** Private channel authorisation refused. */
  channelForbidden: 17,
  /**
   * Too many wrong passwords or two-factor codes (ATTEMPT_LIMITS): HTTP 429 with the time to wait in the message,
   * or 401 when the two-factor session has been ended for it.
   */
  tooManyAttempts: 18,
  /**
   * A third-party game's provider does not serve the player's country (community.md §8): HTTP 403; the client
   * opens /error/slotUnavailable.
   */
  slotUnavailable: 19,
  /** A catalogue game that cannot be launched here: an in-house game (played on its own page) or a disabled one. */
  gameUnavailable: 20,
} as const;

/** Refusals of a third-party game's launch (POST /api/game/launch). */
export const GAME_LAUNCH_MESSAGES = {
  slotUnavailable: 'This game is not available in your country',
  original: 'This game is played on its own page',
  disabled: 'This game is disabled',
  guestRealMoney: 'Please login to your account.',
} as const;

/** Register: spec platform.md §8 codes 1 and 2. */
export const REGISTER_ERRORS = {
  1: 'Invalid invite code.',
  2: 'Multiaccounting is prohibited.',
} as const;

/** Server validation texts shown to the user (platform.md §5). */
export const VALIDATION_TEXTS = {
  invalidEmail: 'Invalid email',
  emailTaken: 'This email is already registered',
  loginPattern: 'Your login has less than 4 characters or contains invalid symbols',
  loginTaken: 'This login is already registered, pick something else',
  passwordShort: 'Password should have at least 5 characters',
  passwordMismatch: 'Passwords do not match',
  ageConfirmation: 'You must confirm that you are 18 or older and accept the terms',
  twoFactorCode: 'The code is exactly 6 digits',
  withdrawWallet: 'Enter wallet!',
  required: 'This field is required',
} as const;

/** Texts of our own where the spec shows none; each is the operator's choice, documented in the README. */
export const MESSAGES = {
  wrongCredentials: 'Wrong login or password',
  captchaMissing: 'Please complete the captcha',
  captchaFailed: 'Captcha verification failed, try again',
  unauthenticated: 'Please login to your account.',
  sessionExpired: 'Your session has expired',
  twoFactorRequired: 'Two-factor authentication required',
  wrongTwoFactorCode: 'Invalid two-factor code',
  selfExcluded: 'This account is self-excluded',
  demoBalanceNotZero: 'Demo balance can only be obtained when the demo balance is zero',
  resetPasswordSent: 'If the account exists, we have sent a link to reset the password.',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  malformedBody: 'The request body is malformed',
  unknownCurrency: 'Unknown currency',
  channelForbidden: 'You may not subscribe to this channel',
  /** A moderation action on staff of the same or a higher role rank (permissions.ts mayModerate). */
  outranked: 'You may not moderate staff of your rank or above',
  internal: 'Internal server error',
  /** A 2xx answer the client cannot read (an HTML page, truncated JSON, missing fields): spec catalogue text. */
  unreadableAnswer: 'Unknown error. Contact support',
  /** The connection broke while an answer was being read. */
  connectionLost: 'Connection lost, try again',
} as const;

const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

/**
 * Refusals of the attempt limits (ATTEMPT_LIMITS), answered with HTTP 429 and CODES.tooManyAttempts. The spec
 * has no text for them; its nearest ('You're too quick, try again in a few minutes.') gives no time.
 */
export const ATTEMPT_MESSAGES = {
  loginLocked: (minutesLeft: number) =>
    `Too many failed sign-in attempts. Try again in ${minutes(minutesLeft)}.`,
  twoFactorLocked: (minutesLeft: number) => `Too many wrong codes. Try again in ${minutes(minutesLeft)}.`,
  twoFactorRevoked: 'Too many wrong codes. Please sign in again.',
} as const;

export const TELEGRAM_ERRORS = { failed: 'Failed to authorize using Telegram' } as const;

export const METAMASK_ERRORS = {
  notInstalled: 'MetaMask is not installed in your browser.',
  nonceFailed: 'An error has occurred. Try again later.',
  signatureFailed: 'Failed to authenticate.',
} as const;

/** Whisper game codes (platform.md §8). */
export const WHISPER_CODES = { retryTurn: 0, invalidGameId: 1, callback: 2, invalidApiOperation: 3 } as const;

/** Play validation codes (platform.md §8); texts where the spec gives them. */
export const PLAY_ERRORS = {
  '-1': 'Wager is below the minimum',
  '-2': 'Please login to your account.',
  '-3': 'Unknown game',
  '-4': 'Invalid wager',
  '-5': 'This game is disabled',
  '-6': 'Cannot place bet at this stage of the game',
  '-7': 'Demo bets are disabled',
  '-8': '',
  '-9': 'Max bet amount: 20 EUR',
  '-10': 'Failed to get token price, try again later',
  '-99': 'In-house games are temporarily disabled',
} as const;

/** Withdraw codes (platform.md §8). */
export const WITHDRAW_ERRORS = {
  1: 'Invalid withdrawal amount',
  2: 'Not enough money',
  3: 'You already have an ordered withdrawal',
  5: '24-hour withdrawal limit exceeded',
} as const;

/** Promo activation codes (platform.md §8). */
export const PROMO_ERRORS = {
  1: 'Invalid promocode',
  2: 'This promocode has expired',
  3: 'Activation limit exceeded',
  4: 'You have already used this promocode',
  5: 'Daily promocode limit reached',
  6: 'This promocode is only for users without an affiliation',
  7: 'This promocode is only for VIP users',
  8: 'You cannot activate your own promocode!',
  9: 'This promocode is private and cannot be activated with your account',
} as const;
