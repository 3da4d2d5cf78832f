/**
 * The VIP ladder's rule, pure: the fixture's levels and a player's totals in, the level reached out. Totals are
 * US dollars. (The progress bar's rule, community.md §4, is the client's: features/profile/vip-progress.ts.)
 */
import type { VipLevel } from '@contract/index';
import { VIP_LEVELS } from '../../context';

export interface VipTotals {
  depositedUsd: number;
  wageredUsd: number;
}

const levelAfter = (level: number, levels: readonly VipLevel[]) =>
  levels.find((entry) => entry.level === level + 1);

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

export const levelNamed = (level: number, levels = VIP_LEVELS) =>
  levels.find((entry) => entry.level === level);
