/**
 * Promotions, rewards and VIP (platform.md §3, §4, §8, §9; community.md §3, §4, §8, §9): promo codes and the
 * bonus wheel, the deposit bonus and bonus balances, the faucet, rakeback, daily cashback, VIP, the affiliate
 * programme and the banners. Where the spec leaves a number or a text out, the value here is the operator's
 * choice (marked "Operator choice"; the README's promotions section lists them).
 */
import type { CurrencyId } from './models';

/* ---------------------------------------------------------------- promo codes */

/**
 * The kinds of promo code (platform.md §6): anyone's; referral-only (players without an affiliation); VIP-only;
 * private (bound to some accounts); and own-code, a player's affiliate code (its login): another player without
 * an affiliation who activates it joins the affiliate and gets the referral rakeback boost, its owner cannot.
 */
export type PromoCodeKind = 'public' | 'referral' | 'vip' | 'private' | 'own';

/** What a code gives. Money rewards are bonus balances (a `Bonus`) with the code's wager multiplier. */
export type PromoReward =
  | { kind: 'tickets'; count: number }
  | { kind: 'bonus'; usd: number; currency: CurrencyId; multiplier: number }
  /** Makes the code's deposit bonus available (the player then opts in and deposits): opens deposit. */
  | { kind: 'depositBonus'; bonusId: string }
  /** Raises the player's rakeback percent by this many points (community.md §6). */
  | { kind: 'rakeback'; percent: number };

/** A code of POST /api/promocode/listPublic. */
export interface PublicPromoCode {
  _id: string;
  code: string;
  title: string;
  reward: PromoReward;
  /** ms since epoch, or null for no end. */
  expiresAt: number | null;
  /** Activations left of the code's limit, or null for no limit. */
  usesLeft: number | null;
}

/** The answer of POST /api/promocode/activate and /promotion-banner-activate. */
export interface PromoActivation {
  message: string;
  reward: PromoReward;
  /** Set when the client should open the wallet's deposit tab (a deposit-bonus code or banner). */
  deposit: { currency: CurrencyId } | null;
}

export const PROMO = {
  /** Operator choice: activations a player may make per day (UTC, sim clock); the sixth answers code 5. */
  dailyActivations: 5,
  /** Operator choice: a player is a VIP for VIP-only codes from this level on. */
  vipMinLevel: 2,
  /** The longest code a player may type. */
  codeMaxLength: 40,
  /** Operator choice: points the referral boost adds to the rakeback percent. */
  referralRakebackBoost: 5,
} as const;

/** The wheel page's variant of the promo texts (platform.md §8): codes 1 and 2 read 'invalid' and 'expired'. */
export const WHEEL_PROMO_TEXTS: Readonly<Record<number, string>> = {
  1: 'invalid',
  2: 'expired',
};

/* ---------------------------------------------------------------- bonus wheel */

export interface TicketData {
  /** Spins the player has. */
  model: { tickets: number };
  /** The codes that gave the player tickets. */
  promocodes: Array<{ _id: string; code: string }>;
}

/**
 * POST /api/promocode/ticket/spin. `segment` is 1-based over the 12 segments (the 6 labels twice). The rest
 * lets the player verify it on /fairness: the seeds and nonce it was drawn with (wheel: floor(f * 12) + 1).
 */
export interface SpinResult {
  segment: number;
  /** The prize of the segment, in US dollars, credited as a bonus balance in `currency`. */
  usd: number;
  currency: CurrencyId;
  betId: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

// The wheel's shape and timing are in wheel.ts: the fairness page's verifier needs them without the rest.
export { WHEEL, WHEEL_PLUGIN, WHEEL_SEGMENT_COUNT } from './wheel';

/** Spin errors (platform.md §8): code 3, and any other. */
export const SPIN_ERRORS = {
  depositBonusFirst: { code: 3, message: 'Use available deposit bonus before spinning the wheel.' },
  noTickets: { code: 1, message: "You don't have enough tickets to spin the wheel." },
} as const;
export const spinErrorText = (code: number) =>
  code === SPIN_ERRORS.depositBonusFirst.code
    ? SPIN_ERRORS.depositBonusFirst.message
    : SPIN_ERRORS.noTickets.message;

/* ---------------------------------------------------------------- Discord */

/** POST /api/promocode/discord (extension): the Discord bonus, one wheel ticket once. */
export const DISCORD_ERRORS = {
  1: 'Join our Discord server first',
  2: 'You have already received the Discord bonus',
} as const;
export interface DiscordState {
  joined: boolean;
  claimed: boolean;
}

/* ---------------------------------------------------------------- deposit bonus and bonus balances */

/** community.md §3: model and state of the deposit bonus. */
export interface DepositBonusModel {
  _id: string;
  name: string;
  description: string;
  conditions: string[];
  /** Largest bonus in US dollars (optional in the spec). */
  max?: number;
  /** The wager requirement, shown as x{multiplier}. */
  multiplier: number;
  /** Percent of the deposit matched. */
  percent: number;
}
export interface DepositBonusAnswer {
  /** null when no deposit bonus is on offer to this player (used, cancelled, or never offered). */
  model: DepositBonusModel | null;
  state: { checkedIn: boolean } | null;
}

export const DEPOSIT_BONUS = {
  /** The home promo: 100% deposit match up to $1,000. */
  percent: 100,
  maxUsd: 1_000,
  /** Operator choice: the wager requirement of the matched bonus. */
  multiplier: 30,
  welcomeId: 'welcome-deposit',
} as const;

/** Bonus balance extension fields beyond the spec's {_id, currency, value, frozenValue}. */
export interface BonusDetails {
  name: string;
  /** US dollars to wager (in accepted games) before the bonus converts. */
  wagerRequirement: number;
  /** US dollars wagered toward it so far. */
  wagered: number;
  multiplier: number;
  createdAt: number;
}

export const BONUS = {
  /** Under this many US dollars a bonus carries no wager requirement (community.md §9): it converts at once. */
  resetUnderUsd: 10,
  /** community.md §4. */
  cancelConfirm:
    "Are you sure? You won't be able to get this bonus again unless the promotion states otherwise.",
  /** Games whose wagers do not count toward a bonus (community.md §9). */
  notAcceptedIn: ['live games', 'poker', 'futures', 'card games'],
} as const;

/** Payload of BonusBalanceTransferred on the player's private channel. */
export interface BonusBalanceTransferred {
  bonusId: string;
  currency: CurrencyId;
  /** Wire decimal credited to the real balance. */
  value: number;
}

export const BONUS_ERRORS = {
  unknown: { code: 1, message: 'Unknown bonus' },
} as const;

/** community.md §8: a banner or deposit-bonus activation that fails, and a guest's. */
export const PROMOTION_TEXTS = {
  failed: 'Something went wrong, Please try again.',
  signIn: 'Please login to your account.',
} as const;

/* ---------------------------------------------------------------- faucet */

/** POST /api/promocode/bonus: `value` in US dollars, `next` the next claim time in seconds since epoch. */
export interface FaucetAnswer {
  value: number;
  next: number;
}
export const FAUCET = {
  /** Once per day. */
  cooldownMs: 24 * 3_600_000,
  spinMs: 5_000,
  statusRefreshMs: 500,
  reenableMs: 1_500,
  /** Operator choice: the smallest reward, US dollars; the largest is the VIP level's bonusWheelMaxReward. */
  minUsd: 0.01,
  /** Operator choice: faucet rewards are paid to the real balance in this currency. */
  currency: 'usdt',
} as const;
/** Faucet codes (community.md §8: wording not shown, the operator's). */
export const FAUCET_ERRORS = {
  1: 'The faucet is not available yet: come back when the timer ends',
  2: 'Make a deposit to use the faucet',
} as const;

/* ---------------------------------------------------------------- rakeback and cashback */

export interface RakebackInfo {
  /** The player's rakeback percent (base plus referral boost). */
  percent: number;
  /** When the next claim is allowed (ms since epoch), or null when a claim is allowed now. */
  next: number | null;
}
/** POST /api/data/rakeback: accrued rakeback per currency (wire decimals). */
export interface RakebackEntry {
  id: CurrencyId;
  value: number;
}
export const RAKEBACK = {
  cooldownMs: 4 * 3_600_000,
  /** Operator choice: base percent of the house edge on every real wager given back. */
  basePercent: 10,
  /** Operator choice: the house edge rakeback is counted on. */
  houseEdge: 0.01,
} as const;
export const RAKEBACK_TEXTS = {
  claimed: 'Available cashback is claimed successfully',
  cooldown: 'You can collect cashback after 4 hours',
  /** Operator choice: a claim with less than one minor unit accrued in every currency. */
  nothing: 'There is no rakeback to collect yet: play with real money to earn it',
} as const;

/** POST /api/data/cashback (extension): the daily cashback by VIP level, paid at 0:00 on the sim clock. */
export interface CashbackInfo {
  percent: number;
  /** The day so far: net real-money loss in US dollars (0 when up). */
  todayLossUsd: number;
  nextAt: number;
  /** The newest payouts, newest first. */
  paid: Array<{ at: number; usd: number; currency: CurrencyId; value: number }>;
}
/** Operator choice: cashback percent of the day's net loss by VIP level (index = level). */
export const CASHBACK_PERCENT_BY_LEVEL = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] as const;
export const CASHBACK_CURRENCY = 'usdt';

/* ---------------------------------------------------------------- VIP */

// The VIP's queue priority for withdrawals is the cashier's: moderationMaxWaitMs in withdrawals.ts.

/* ---------------------------------------------------------------- notifications */

/** Notification extension fields: when it was made, and its kind for the icon. */
export type NotificationIcon = 'gift' | 'vip' | 'rakeback' | 'cashback' | 'bonus' | 'affiliate' | 'wheel';

/* ---------------------------------------------------------------- banners */

/** community.md §3. */
export interface PromotionBanner {
  _id: string;
  title: string;
  /** A path to art shipped with the client. */
  image: string;
  link: string;
  type: 'Deposit' | 'Poker' | (string & {});
  sport: boolean;
  code: string;
}
/** Position counters of the slider cap here (community.md §2). */
export const BANNER_SLIDER_CAP = { casino: 20, sportsbook: 24 } as const;

/**
 * The licence plugin that turns the modal banner on (operator choice: a modal over every first page is
 * something an operator switches on for a campaign; off in the fixture, switched from the demo panel).
 */
export const BANNER_MODAL_PLUGIN = 'bannerModal';

/** POST /api/banner (platform.md §3). */
export interface ModalBanner {
  enabled: boolean;
  image: string;
  title: string;
  content: string;
}

/* ---------------------------------------------------------------- affiliate */

export const AFFILIATE = {
  /** Operator choice: commission tiers on the house's revenue from referred players; the top is 40%. */
  tiers: [
    { minReferrals: 0, percent: 10 },
    { minReferrals: 3, percent: 20 },
    { minReferrals: 10, percent: 30 },
    { minReferrals: 25, percent: 40 },
  ],
  maxPercent: 40,
  /** Commission is paid at 0:00 on the sim clock, in this currency. */
  currency: 'usdt',
} as const;

export interface AffiliateReferral {
  name: string;
  avatar: string;
  joinedAt: number;
  wageredUsd: number;
  commissionUsd: number;
}

/** POST /api/affiliate (extension). */
export interface AffiliateAnswer {
  /** The player's code: the parameter c of the referral link and the invite code at sign-up. */
  code: string;
  percent: number;
  referrals: AffiliateReferral[];
  /** Commission paid so far, US dollars; and accrued since the last payout. */
  paidUsd: number;
  pendingUsd: number;
  nextPayoutAt: number;
}
