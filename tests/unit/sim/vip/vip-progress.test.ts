/** The VIP ladder's rules (community.md §4): the level reached and the progress toward the next one. */
import { describe, expect, it } from 'vitest';
import { levelReached, vipProgress } from '../../../../src/sim/domains/vip/levels';

// Bronze (1) needs $100 deposited and $1,000 wagered; Silver (2) $500 and $5,000; Gold (3) $1,000 and $25,000.
describe('the VIP ladder', () => {
  it('reaches the next level only when both requirements are met', () => {
    expect(levelReached(0, { depositedUsd: 99.99, wageredUsd: 10_000 })).toBe(0);
    expect(levelReached(0, { depositedUsd: 5_000, wageredUsd: 999.99 })).toBe(0);
    expect(levelReached(0, { depositedUsd: 100, wageredUsd: 1_000 })).toBe(1);
  });

  it('climbs several levels at once, and never down', () => {
    expect(levelReached(0, { depositedUsd: 1_000, wageredUsd: 25_000 })).toBe(3);
    expect(levelReached(0, { depositedUsd: 1_000, wageredUsd: 24_999 })).toBe(2);
    expect(levelReached(4, { depositedUsd: 0, wageredUsd: 0 })).toBe(4);
    expect(levelReached(9, { depositedUsd: 1e9, wageredUsd: 1e9 })).toBe(9);
  });

  it('is the mean of the deposit and the wager progress, each capped at 100', () => {
    expect(vipProgress(0, { depositedUsd: 0, wageredUsd: 0 })).toBe(0);
    expect(vipProgress(0, { depositedUsd: 50, wageredUsd: 250 })).toBe(37.5);
    // The deposit part is capped: 100 and 10 make 55, not 105.
    expect(vipProgress(0, { depositedUsd: 400, wageredUsd: 100 })).toBe(55);
    expect(vipProgress(2, { depositedUsd: 500, wageredUsd: 5_000 })).toBe(35);
  });

  it('is full from level 8 on', () => {
    expect(vipProgress(7, { depositedUsd: 0, wageredUsd: 0 })).toBe(0);
    expect(vipProgress(8, { depositedUsd: 0, wageredUsd: 0 })).toBe(100);
    expect(vipProgress(9, { depositedUsd: 0, wageredUsd: 0 })).toBe(100);
  });
});
