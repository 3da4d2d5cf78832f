/**
 * The VIP ladder's rules (community.md §4 "VIP progress"), pure: the fixture's levels and a player's totals
 * in, the level reached and the progress out. Totals are US dollars.
 */
import type { VipLevel } from '@contract/index';
import { VIP_LEVELS } from '../../context';

export interface VipTotals {
  depositedUsd: number;
  wageredUsd: number;
}

/** From this level on, the progress is full (community.md §4). */
export const VIP_FULL_PROGRESS_LEVEL = 8;

const levelAfter = (level: number, levels: readonly VipLevel[]) =>
  levels.find((entry) => entry.level === level + 1);

/** A requirement's progress in percent, capped at 100 (a requirement of 0 is met). */
const partOf = (done: number, required: number) =>
  required <= 0 ? 100 : Math.min(100, (done / required) * 100);

/** Whether both of a level's requirements are met. */
export const meets = (level: VipLevel, totals: VipTotals) =>
  totals.depositedUsd >= level.depositRequirement && totals.wageredUsd >= level.wagerRequirement;

/**
 * The level a player at `current` stands at with these totals: each next level whose both requirements are
 * met, several at once if so. Never lower than `current` (a level is kept once given).
 */
export function levelReached(current: number, totals: VipTotals, levels = VIP_LEVELS): number {
  let level = current;
  for (let next = levelAfter(level, levels); next && meets(next, totals); next = levelAfter(level, levels))
    level = next.level;
  return level;
}

/**
 * Progress toward the next level in percent: 100 from VIP_FULL_PROGRESS_LEVEL (or at the top); otherwise the
 * mean of the deposit and the wager progress, each capped at 100.
 */
export function vipProgress(current: number, totals: VipTotals, levels = VIP_LEVELS): number {
  const next = levelAfter(current, levels);
  if (current >= VIP_FULL_PROGRESS_LEVEL || !next) return 100;
  return (
    (partOf(totals.depositedUsd, next.depositRequirement) +
      partOf(totals.wageredUsd, next.wagerRequirement)) /
    2
  );
}

export const levelNamed = (level: number, levels = VIP_LEVELS) =>
  levels.find((entry) => entry.level === level);
