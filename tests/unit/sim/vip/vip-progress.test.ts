/**
 * The VIP ladder's rule in the sim: the level reached. (The progress rule of community.md §4 is the client's:
 * src/app/features/profile/vip-progress.ts, tested in chat-ui/logic.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { levelReached } from '../../../../src/sim/domains/vip/levels';

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
});
