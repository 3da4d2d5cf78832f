/**
 * The promotions' tables (db version 20): promo codes and their activations, each player's reward state, bonus
 * balances and deposit-bonus offers, the VIP totals, rakeback and cashback, notifications and the affiliate's
 * commission. Money is in integer minor units of the record's currency; US dollar totals in micro-dollars
 * (integers), as the race keeps them.
 */
import type { EntityTable, Table } from 'dexie';
import type { PromoCodeKind, PromoReward } from '@contract/promotions';

/** A promo code of the world (fixtures/promotions/codes.json, seeded on first use) or an affiliate's. */
export interface PromoCodeRecord {
  /** Upper case: codes are matched without regard to case. */
  code: string;
  kind: PromoCodeKind;
  title: string;
  reward: PromoReward;
  /** Validity window, ms since epoch (null: open). */
  startsAt: number | null;
  expiresAt: number | null;
  /** Activations allowed in all, or null for no limit; `uses` counts them. */
  maxUses: number | null;
  uses: number;
  /** Private codes: the accounts that may activate it. */
  userIds: string[];
  /** Own codes: the affiliate whose code it is. */
  ownerId: string | null;
  /** Listed by POST /api/promocode/listPublic. */
  listed: boolean;
}

export interface PromoActivationRecord {
  code: string;
  userId: string;
  at: number;
}

/** What a player has of the rewards that are counters and cooldowns, one row per player (absent: defaults). */
export interface RewardStateRecord {
  userId: string;
  /** Wheel spins left (a new player has WHEEL.ticketsAtRegistration). */
  tickets: number;
  /** The codes that gave tickets (TicketData.promocodes). */
  ticketCodes: Array<{ _id: string; code: string }>;
  /** Rakeback points added by referral codes. */
  rakebackBoost: number;
  /** Next rakeback claim allowed at (ms), or null. */
  rakebackNextAt: number | null;
  discordJoined: boolean;
  discordClaimed: boolean;
}

export type BonusStatus = 'active' | 'transferred' | 'cancelled';

/** A bonus balance: its value is also a ledger-backed balance of kind 'bonus' (services/ledger.ts). */
export interface BonusRecord {
  _id: string;
  userId: string;
  currency: string;
  name: string;
  /** Minor units. */
  value: number;
  /** US dollars to wager, and wagered so far, in micro-dollars. */
  requiredMicroUsd: number;
  wageredMicroUsd: number;
  multiplier: number;
  status: BonusStatus;
  /** What granted it: 'deposit:{depositId}', 'promo:{code}', 'wheel:{betId}', ... */
  source: string;
  createdAt: number;
  endedAt: number | null;
}

/** A player's deposit-bonus offer: opted in or not, and whether it was used or cancelled. */
export interface DepositBonusStateRecord {
  userId: string;
  bonusId: string;
  checkedIn: boolean;
  /** The deposit that took it, or null while it waits. */
  depositId: string | null;
  cancelled: boolean;
  at: number;
}

/** VIP totals: real money deposited and wagered, in micro-dollars at the prices of the moment. */
export interface PlayerTotalsRecord {
  userId: string;
  depositedMicroUsd: number;
  wageredMicroUsd: number;
  /** The deposits counted in `depositedMicroUsd`: each is counted once (domains/vip). */
  depositIds?: string[];
}

/** Rakeback accrued and not yet claimed, per currency, in millionths of a minor unit. */
export interface RakebackAccrualRecord {
  userId: string;
  currency: string;
  microMinor: number;
}

/** A player's real-money play of one UTC day (day = days since epoch), for the daily cashback. */
export interface DailyPlayRecord {
  day: number;
  userId: string;
  wageredMicroUsd: number;
}

export interface CashbackPayoutRecord {
  id?: number;
  userId: string;
  day: number;
  at: number;
  currency: string;
  /** Minor units paid, and their value in micro-dollars. */
  value: number;
  microUsd: number;
}

export interface NotificationRecord {
  _id: string;
  userId: string;
  icon: string;
  text: string;
  createdAt: number;
}

/** An affiliate's commission from one referred player, in micro-dollars. */
export interface CommissionRecord {
  affiliateId: string;
  userId: string;
  wageredMicroUsd: number;
  pendingMicroUsd: number;
  paidMicroUsd: number;
}

export interface PromotionTables {
  promoCodes: EntityTable<PromoCodeRecord, 'code'>;
  promoActivations: Table<PromoActivationRecord, [string, string]>;
  rewardStates: EntityTable<RewardStateRecord, 'userId'>;
  bonuses: EntityTable<BonusRecord, '_id'>;
  depositBonusStates: Table<DepositBonusStateRecord, [string, string]>;
  playerTotals: EntityTable<PlayerTotalsRecord, 'userId'>;
  rakebackAccruals: Table<RakebackAccrualRecord, [string, string]>;
  dailyPlay: Table<DailyPlayRecord, [number, string]>;
  cashbackPayouts: EntityTable<CashbackPayoutRecord, 'id'>;
  notifications: EntityTable<NotificationRecord, '_id'>;
  commissions: Table<CommissionRecord, [string, string]>;
}

/** Dexie's store lines of version 20. */
export const PROMOTION_STORES: Record<keyof PromotionTables, string> = {
  promoCodes: 'code, kind, ownerId',
  promoActivations: '[code+userId], [userId+at]',
  rewardStates: 'userId',
  bonuses: '_id, [userId+status], status',
  depositBonusStates: '[userId+bonusId], userId',
  playerTotals: 'userId',
  rakebackAccruals: '[userId+currency], userId',
  dailyPlay: '[day+userId], day',
  cashbackPayouts: '++id, [userId+at]',
  notifications: '_id, [userId+createdAt]',
  commissions: '[affiliateId+userId], affiliateId, userId',
};
