/**
 * VIP progress (community.md §4, §9): level 8 or more is 100; otherwise the mean of the deposit and the wager
 * progress toward the next level, each capped at 100. The profile bar's next level is capped at 8.
 */
import type { VipData, VipLevel } from '@contract/index';

export const MAX_BAR_LEVEL = 8;
/** The EXP text's denominator, as the product displays it: '(x/200 EXP)'. */
export const EXP_DENOMINATOR = 200;

const capped = (done: number, needed: number) => (needed <= 0 ? 100 : Math.min(100, (done / needed) * 100));

export function vipProgress(level: number, levels: readonly VipLevel[], data: VipData | null): number {
  if (level >= MAX_BAR_LEVEL) return 100;
  const next = levels.find((entry) => entry.level === level + 1);
  if (!next || !data) return 0;
  return (capped(data.deposited, next.depositRequirement) + capped(data.wagered, next.wagerRequirement)) / 2;
}

export const nextBarLevel = (level: number) => Math.min(level + 1, MAX_BAR_LEVEL);

/** The level bar's text: '(x/200 EXP)' with x the rounded progress. */
export const expText = (progress: number) => `(${Math.round(progress)}/${EXP_DENOMINATOR} EXP)`;
