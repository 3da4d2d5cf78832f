/**
 * Wire shapes of the entities (platform.md §3, community.md §3). Amounts on the wire are decimal numbers at
 * the currency's precision; inside the sim they are integers of the smallest unit (see money.ts).
 */

import type { BonusDetails, NotificationIcon } from './promotions';

export type CurrencyId = 'btc' | 'eth' | 'ltc' | 'usdt' | 'sol' | 'doge' | 'trx' | 'bnb' | (string & {});

/** A role entry: id '*' means every permission; 'chat_moderator' is a chat moderator. */
export interface Role {
  id: string;
}

/**
 * A permission group: its id and per-type flags. A check asks for an id and a type, the type defaulting to
 * 'active' (platform.md §6).
 */
export interface PermissionGroup {
  id: string;
  [type: string]: string | boolean;
}

export interface User {
  _id: string;
  name: string;
  email: string | null;
  email_verified: boolean;
  /** Bearer token of the current session; present in auth answers and in the stored session. */
  token?: string;
  avatar: string;
  client_seed: string;
  roles: Role[];
  permissions: PermissionGroup[];
  vipLevel: number;
  self_excluded: boolean;
  is_kyc_required: boolean;
  is_kyc_verified: boolean;
  kyc_verification_status: 'pending' | null;
  kyc_verification_id: string | null;
  kyc_verification_form_url: string | null;
  /** Next faucet claim time, ms since epoch, or null. */
  bonus_claim: number | null;
  created_at: string;
  /** Muted until (ms since epoch) or null. */
  mute: number | null;
  /** Ignored user ids. */
  ignore: string[];
  private_bets: boolean;
  two_factor_enabled: boolean;
  /** Wallet address linked by a wallet-signature login, if any. */
  wallet_address: string | null;
  telegram_id: number | null;
}

export interface BalancePair {
  real: number;
  demo: number;
}

export interface Currency {
  id: CurrencyId;
  name: string;
  /** Path to an icon shipped with the client. */
  icon: string;
  style: { color: string };
  decimals: number;
  chains: string[];
  balance: BalancePair;
  /** USD price of one unit. */
  price: number;
  priceEur: number;
  walletId: string | null;
}

export interface VipLevel {
  level: number;
  name: string;
  /** Withdrawal fee in percent. */
  withdrawFee: number;
  /** USD deposited to reach the level. */
  depositRequirement: number;
  /** USD wagered to reach the level. */
  wagerRequirement: number;
  /** Largest faucet wheel reward, USD. */
  bonusWheelMaxReward: number;
}

export interface VipData {
  type: 'data';
  deposited: number;
  wagered: number;
}

/** The licence plugin of futures trading (platform.md §7); its settings are TradingSettings (trading.ts). */
export const TRADING_PLUGIN = 'trading';
/** The licence plugin of the embedded sportsbook (platform.md §4): without it /sportsbook is unavailable. */
export const SPORTSBOOK_PLUGIN = 'sportsbook';

export interface Licence {
  enabledFeatures: string[];
  plugins: string[];
  pluginSettings: Record<string, Record<string, unknown>>;
}

/**
 * A bonus balance (community.md §3): `value` in all, of which `frozenValue` is still locked by its wager
 * requirement. The details (promotions.ts) are this build's: a real API may leave them out.
 */
export interface Bonus extends Partial<BonusDetails> {
  _id: string;
  currency: CurrencyId;
  value: number;
  frozenValue: number;
}

export interface Notification {
  _id: string;
  icon: NotificationIcon | (string & {});
  text: string;
  /** When it was made (ms since epoch); this build's, a real API may leave it out. */
  createdAt?: number;
}

/** Realtime payload of BalanceModification on the user's private channel. */
export interface BalanceModification {
  currency: CurrencyId;
  balance: BalancePair;
  /** Signed change in this event, decimal. */
  delta: number;
  /** Which balance moved. */
  kind: 'real' | 'demo';
  reason: string;
}
