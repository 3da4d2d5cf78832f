/**
 * What each VIP level gives and how far the player is from the next one: the rows of the /vip benefits table
 * (the fixture's fields, the daily cashback and the withdrawals' longest wait of the contract) and the two requirement
 * bars. The level bar's own rule (community.md §4) is the profile's vip-progress.ts.
 */
import { type VipData, type VipLevel } from '@contract/index';
import { CASHBACK_PERCENT_BY_LEVEL } from '@contract/promotions';
import { moderationMaxWaitMs } from '@contract/withdrawals';
import { MAX_BAR_LEVEL } from '../profile/vip-progress';

export interface VipBenefitRow extends VipLevel {
  cashbackPercent: number;
  /** The longest a withdrawal waits for the cashier at this level, hours (higher levels are served first). */
  withdrawalWaitHours: number;
  /** The signed-in player's level. */
  current: boolean;
}

/** The daily cashback percent of a level; a level beyond the list keeps the top percent. */
export const cashbackPercentOf = (level: number) =>
  CASHBACK_PERCENT_BY_LEVEL[Math.min(Math.max(0, level), CASHBACK_PERCENT_BY_LEVEL.length - 1)] ?? 0;

/** Every level in order, the player's (null for a guest) marked. */
export function vipBenefitRows(levels: readonly VipLevel[], playerLevel: number | null): VipBenefitRow[] {
  return [...levels]
    .sort((a, b) => a.level - b.level)
    .map((entry) => ({
      ...entry,
      cashbackPercent: cashbackPercentOf(entry.level),
      withdrawalWaitHours: Math.round(moderationMaxWaitMs(entry.level) / 360_000) / 10,
      current: entry.level === playerLevel,
    }));
}

export interface RequirementProgress {
  done: number;
  needed: number;
  /** 0 to 100. */
  percent: number;
}

const requirement = (done: number, needed: number): RequirementProgress => ({
  done,
  needed,
  percent: needed <= 0 ? 100 : Math.min(100, (done / needed) * 100),
});

export interface NextLevelProgress {
  next: VipLevel;
  deposit: RequirementProgress;
  wager: RequirementProgress;
}

/**
 * The deposited and wagered totals against the next level's requirements; null at the top of the bar (level
 * 8 or more) or when the next level or the totals are unknown.
 */
export function nextLevelProgress(
  level: number,
  levels: readonly VipLevel[],
  data: VipData | null,
): NextLevelProgress | null {
  if (level >= MAX_BAR_LEVEL || !data) return null;
  const next = levels.find((entry) => entry.level === level + 1);
  if (!next) return null;
  return {
    next,
    deposit: requirement(data.deposited, next.depositRequirement),
    wager: requirement(data.wagered, next.wagerRequirement),
  };
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const centDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** '$1,000' for whole dollars (most requirements and rewards), '$12.34' otherwise. */
export const formatDollars = (amount: number) =>
  (Number.isInteger(amount) ? wholeDollars : centDollars).format(amount);
