/**
 * Which of the contract's error catalogues each call answers (platform.md §8, community.md §8, and the codes
 * of our own that the contract documents beside them). The codes and texts are the contract's objects, read
 * here, never copied; this file only says which route answers which.
 */
import { CHAT_CODES, CHAT_MESSAGES } from '@contract/chat';
import { DEPOSIT_EMAIL_UNVERIFIED, DEPOSIT_ERRORS } from '@contract/deposits';
import {
  ATTEMPT_MESSAGES,
  CODES,
  GAME_LAUNCH_MESSAGES,
  MESSAGES,
  METAMASK_ERRORS,
  PLAY_ERRORS,
  PROMO_ERRORS,
  REGISTER_ERRORS,
  TELEGRAM_ERRORS,
  WHISPER_CODES,
  WITHDRAW_ERRORS,
} from '@contract/errors';
import { KYC_CODES, KYC_TEXTS } from '@contract/kyc';
import { ONRAMP_CODES, ONRAMP_MESSAGES } from '@contract/onramp';
import { BONUS_ERRORS, DISCORD_ERRORS, FAUCET_ERRORS, SPIN_ERRORS } from '@contract/promotions';
import { PVP_ERRORS } from '@contract/pvp';
import type { RouteKey } from '@contract/routes';
import { SPORT_BET_ERRORS } from '@contract/sport-bets';
import { SPORT_ERRORS } from '@contract/sports';
import { SUPPORT_CODES, SUPPORT_MESSAGES } from '@contract/support';
import { TRADING_ERRORS } from '@contract/trading';
import {
  WALLET_CONNECT_CODES,
  WALLET_CONNECT_ERRORS,
  WALLET_CONNECT_MESSAGES,
} from '@contract/wallet-connect';
import { WITHDRAWAL_CODES, WITHDRAWAL_MESSAGES } from '@contract/withdrawals';

export interface ErrorEntry {
  code: number;
  message: string;
}

/** `{ 1: 'text' }` catalogues. */
const numbered = (catalogue: Record<string | number, string>): ErrorEntry[] =>
  Object.entries(catalogue).map(([code, message]) => ({ code: Number(code), message }));

/** `{ name: { code, message } }` catalogues. */
const named = (catalogue: Record<string, ErrorEntry>, names?: readonly string[]): ErrorEntry[] =>
  (names ?? Object.keys(catalogue)).map((name) => catalogue[name]!);

/** Catalogues kept as a codes object and a texts object with the same names. */
function paired<N extends string>(
  codes: Record<N, number>,
  messages: Partial<Record<N, string>>,
  names: readonly N[],
): ErrorEntry[] {
  return names.map((name) => ({ code: codes[name], message: messages[name] ?? '' }));
}

const entry = (code: number, message: string): ErrorEntry => ({ code, message });
/** 'invalidGameId' -> 'Invalid game id': the whisper codes have names, not texts, in the contract. */
const humanised = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
// Texts that take a value are shown with an example of it.
const onrampTexts = {
  ...ONRAMP_MESSAGES,
  belowMinimum: ONRAMP_MESSAGES.belowMinimum('usd'),
  aboveMaximum: ONRAMP_MESSAGES.aboveMaximum('usd'),
};
const captcha = [
  entry(CODES.captchaFailed, MESSAGES.captchaMissing),
  entry(CODES.captchaFailed, MESSAGES.captchaFailed),
];
const onramp = (...names: (keyof typeof ONRAMP_CODES)[]) => paired(ONRAMP_CODES, onrampTexts, names);
const withdrawal = (...names: (keyof typeof WITHDRAWAL_CODES)[]) =>
  paired(WITHDRAWAL_CODES, WITHDRAWAL_MESSAGES, names);
const walletConnect = (...names: (keyof typeof WALLET_CONNECT_CODES)[]) =>
  paired(WALLET_CONNECT_CODES, { ...WALLET_CONNECT_MESSAGES, ...WALLET_CONNECT_ERRORS }, names);
const trading = named(TRADING_ERRORS);

export const ROUTE_ERRORS: Partial<Record<RouteKey, ErrorEntry[]>> = {
  'POST /auth/register': [...numbered(REGISTER_ERRORS), ...captcha],
  'POST /auth/login': [
    entry(CODES.wrongCredentials, MESSAGES.wrongCredentials),
    entry(CODES.selfExcluded, MESSAGES.selfExcluded),
    entry(CODES.tooManyAttempts, ATTEMPT_MESSAGES.loginLocked(15)),
    ...captcha,
  ],
  'POST /api/user/2fa_validate': [
    entry(CODES.wrongTwoFactorCode, MESSAGES.wrongTwoFactorCode),
    entry(CODES.tooManyAttempts, ATTEMPT_MESSAGES.twoFactorLocked(15)),
    entry(CODES.tooManyAttempts, ATTEMPT_MESSAGES.twoFactorRevoked),
  ],
  'POST /api/user/demo': [entry(CODES.demoBalanceNotZero, MESSAGES.demoBalanceNotZero)],
  'POST /api/telegram/generateToken': [entry(CODES.telegramFailed, TELEGRAM_ERRORS.failed)],
  'POST /auth/metamask/nonce': [entry(CODES.metamaskFailed, METAMASK_ERRORS.nonceFailed)],
  'POST /auth/metamask/signature': [entry(CODES.metamaskFailed, METAMASK_ERRORS.signatureFailed)],
  'POST /broadcasting/auth': [entry(CODES.channelForbidden, MESSAGES.channelForbidden)],
  'POST /api/game/launch': [
    entry(CODES.slotUnavailable, GAME_LAUNCH_MESSAGES.slotUnavailable),
    entry(CODES.gameUnavailable, GAME_LAUNCH_MESSAGES.original),
    entry(CODES.gameUnavailable, GAME_LAUNCH_MESSAGES.disabled),
  ],
  'POST /api/wallet/getDepositWallet': [...numbered(DEPOSIT_ERRORS), DEPOSIT_EMAIL_UNVERIFIED],
  'POST /api/wallet/withdraw': [
    ...numbered(WITHDRAW_ERRORS),
    ...withdrawal('kycRequired', 'emailUnverified'),
  ],
  'POST /api/wallet/cancel_withdraw': withdrawal('notCancellable', 'notFound'),
  'POST /api/admin/withdrawals': withdrawal('noPermission'),
  'POST /api/admin/withdrawals/approve': withdrawal('noPermission', 'notFound', 'notPending'),
  'POST /api/admin/withdrawals/decline': withdrawal('noPermission', 'notFound', 'notPending'),
  'POST /api/onramp/quote': onramp(
    'invalidAmount',
    'unsupportedFiat',
    'unsupportedCurrency',
    'unsupportedChain',
    'belowMinimum',
    'aboveMaximum',
  ),
  'POST /api/onramp/order': onramp('quoteNotFound', 'quoteExpired', 'quoteUsed', 'declined'),
  'POST /api/onramp/order/authenticate': onramp('orderNotFound', 'notAuthenticating'),
  'POST /api/onramp/order/cancel': onramp('orderNotFound', 'notAuthenticating'),
  'POST /api/onramp/order/status': onramp('orderNotFound'),
  'POST /api/thirdweb/fetchToken': walletConnect('authExpired'),
  'POST /api/profile/connections/connect': walletConnect('alreadyConnected', 'authExpired'),
  'POST /api/profile/connections/disconnect': walletConnect('notConnected'),
  'POST /thirdweb/emulator/login': walletConnect('signatureFailed'),
  'POST /api/kycaid/verification': paired(KYC_CODES, KYC_TEXTS, ['failed', 'alreadyVerified', 'pending']),
  'POST /api/promocode/activate': numbered(PROMO_ERRORS),
  'POST /api/promocode/promotion-banner-activate': numbered(PROMO_ERRORS),
  'POST /api/promocode/ticket/spin': named(SPIN_ERRORS),
  'POST /api/promocode/discord': numbered(DISCORD_ERRORS),
  'POST /api/promocode/bonus': numbered(FAUCET_ERRORS),
  'POST /api/cancelBonus': named(BONUS_ERRORS),
  'POST /api/user/supportChat': paired(SUPPORT_CODES, SUPPORT_MESSAGES, ['unknownChat']),
  'POST /api/user/supportChat/read': paired(SUPPORT_CODES, SUPPORT_MESSAGES, ['unknownChat']),
  'POST /api/sport/events': named(SPORT_ERRORS, ['unknownSport']),
  'POST /api/sport/event': named(SPORT_ERRORS, ['unknownEvent']),
  'POST /api/sport/bet': named(SPORT_BET_ERRORS),
  'POST /api/sport/bet/queue': named(SPORT_BET_ERRORS, ['invalidQueueId']),
  'POST /api/pvp/pool': named(PVP_ERRORS, ['unknownPool']),
  'POST /api/pvp/open': named(PVP_ERRORS),
  'POST /api/pvp/join': named(PVP_ERRORS),
  'POST /api/trading/candles': named(TRADING_ERRORS, ['unknownTicker']),
  'POST /api/trading/open': trading,
  'POST /api/trading/close': named(TRADING_ERRORS, ['notOpen', 'notYours']),
  'POST /api/trading/limits': trading,
};

/** The whisper path's codes: the spec's whisper and play codes, and the chat's and support's sends. */
export const WHISPER_ERRORS: ErrorEntry[] = [
  ...Object.entries(WHISPER_CODES).map(([name, code]) => entry(code, humanised(name))),
  ...numbered(PLAY_ERRORS),
  ...paired(CHAT_CODES, CHAT_MESSAGES, ['length', 'muted', 'slowMode']),
  ...paired(SUPPORT_CODES, SUPPORT_MESSAGES, ['length', 'muted', 'closed', 'unknownChat', 'tooManyOpen']),
];
