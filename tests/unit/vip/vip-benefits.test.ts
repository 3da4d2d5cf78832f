import { describe, expect, it } from 'vitest';
import { CASHBACK_PERCENT_BY_LEVEL } from '@contract/promotions';
import { expText } from '../../../src/app/features/profile/vip-progress';
import {
  cashbackPercentOf,
  formatDollars,
  nextLevelProgress,
  vipBenefitRows,
} from '../../../src/app/features/vip/vip-benefits';
import { VIP_LEVELS, vipData } from './fixtures';

describe('the benefits table rows', () => {
  it("lists the ten levels in order with their cashback and the cashier's longest wait", () => {
    const rows = vipBenefitRows([...VIP_LEVELS].reverse(), null);
    expect(rows.map((row) => row.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows.map((row) => row.cashbackPercent)).toEqual([...CASHBACK_PERCENT_BY_LEVEL]);
    // Level n waits at most (10 - n) tenths of 24 hours (5 minutes at least): the cashier's queue priority.
    expect(rows.map((row) => row.withdrawalWaitHours)).toEqual([
      24, 21.6, 19.2, 16.8, 14.4, 12, 9.7, 7.3, 4.9, 2.5,
    ]);
    expect(rows[1]).toMatchObject({ name: 'Bronze', withdrawFee: 1.8, bonusWheelMaxReward: 2 });
  });

  it("marks the player's level only, and none for a guest", () => {
    expect(
      vipBenefitRows(VIP_LEVELS, 2)
        .filter((row) => row.current)
        .map((row) => row.name),
    ).toEqual(['Silver']);
    expect(vipBenefitRows(VIP_LEVELS, null).some((row) => row.current)).toBe(false);
  });

  it('a level beyond the cashback list keeps the top percent', () => {
    expect(cashbackPercentOf(42)).toBe(CASHBACK_PERCENT_BY_LEVEL.at(-1));
  });
});

describe('progress toward the next level', () => {
  it('measures the deposit and the wager against the next level, each capped at 100', () => {
    const progress = nextLevelProgress(0, VIP_LEVELS, vipData(150, 250))!;
    expect(progress.next.name).toBe('Bronze');
    expect(progress.deposit).toEqual({ done: 150, needed: 100, percent: 100 });
    expect(progress.wager).toEqual({ done: 250, needed: 1000, percent: 25 });
  });

  it('has no next level from level 8 (the bar is full) nor without totals', () => {
    expect(nextLevelProgress(8, VIP_LEVELS, vipData(1e9, 1e9))).toBeNull();
    expect(nextLevelProgress(1, VIP_LEVELS, null)).toBeNull();
  });

  it("writes the level bar's text as '(x/200 EXP)'", () => {
    expect(expText(62.5)).toBe('(63/200 EXP)');
    expect(expText(0)).toBe('(0/200 EXP)');
  });

  it('writes whole dollars without cents and others with', () => {
    expect(formatDollars(10_000_000)).toBe('$10,000,000');
    expect(formatDollars(0.5)).toBe('$0.50');
  });
});
