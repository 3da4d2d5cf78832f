/** The faucet's rules on the client: the status texts, when Spin is allowed, the next claim time, codes 1 and 2. */
import { describe, expect, it } from 'vitest';
import { ApiError, FAUCET_ERRORS, PROMOTION_TEXTS, type VipLevel } from '@contract/index';
import {
  canSpin,
  faucetRefusal,
  faucetStatusText,
  maxRewardOf,
  nextClaimAt,
} from '../../../src/app/features/rewards/faucet/faucet-rules';

const NOW = 1_700_000_000_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('the faucet status', () => {
  it('is Available with no next time, at it and after it', () => {
    expect(faucetStatusText(null, NOW)).toBe('Available');
    expect(faucetStatusText(NOW, NOW)).toBe('Available');
    expect(faucetStatusText(NOW - 1, NOW)).toBe('Available');
  });

  it('counts seconds under a minute, a started second as a whole one', () => {
    expect(faucetStatusText(NOW + 1, NOW)).toBe('Available in 1 second');
    expect(faucetStatusText(NOW + 30 * SECOND, NOW)).toBe('Available in 30 seconds');
    expect(faucetStatusText(NOW + 59 * SECOND, NOW)).toBe('Available in 59 seconds');
  });

  it('counts minutes under an hour', () => {
    expect(faucetStatusText(NOW + MINUTE, NOW)).toBe('Available in 1 minute');
    expect(faucetStatusText(NOW + MINUTE + 1, NOW)).toBe('Available in 2 minutes');
    expect(faucetStatusText(NOW + 45 * MINUTE, NOW)).toBe('Available in 45 minutes');
  });

  it('counts hours from an hour on: a fresh claim reads 24 hours', () => {
    expect(faucetStatusText(NOW + 59 * MINUTE + 30 * SECOND, NOW)).toBe('Available in 1 hour');
    expect(faucetStatusText(NOW + 3 * HOUR, NOW)).toBe('Available in 3 hours');
    expect(faucetStatusText(NOW + 24 * HOUR, NOW)).toBe('Available in 24 hours');
  });
});

describe('Spin', () => {
  it('is allowed only when Available and not busy', () => {
    expect(canSpin('Available', false)).toBe(true);
    expect(canSpin('Available', true)).toBe(false);
    expect(canSpin('Available in 3 hours', false)).toBe(false);
  });
});

describe('the next claim time', () => {
  it("takes the user's bonus_claim (ms) or the answer's next (seconds), the later of the two", () => {
    expect(nextClaimAt(null, null)).toBeNull();
    expect(nextClaimAt(NOW, null)).toBe(NOW);
    expect(nextClaimAt(null, NOW / 1000)).toBe(NOW);
    expect(nextClaimAt(NOW - HOUR, NOW / 1000)).toBe(NOW);
    expect(nextClaimAt(NOW + HOUR, NOW / 1000)).toBe(NOW + HOUR);
  });
});

describe('the max reward', () => {
  const levels = [
    { level: 0, bonusWheelMaxReward: 1 },
    { level: 2, bonusWheelMaxReward: 5 },
  ] as VipLevel[];
  it("is the player's VIP level's bonusWheelMaxReward, 0 before the levels are known", () => {
    expect(maxRewardOf(levels, 2)).toBe(5);
    expect(maxRewardOf(levels, 0)).toBe(1);
    expect(maxRewardOf([], 2)).toBe(0);
  });
});

describe('a refused claim', () => {
  it('shows codes 1 and 2 by their texts and anything else by its message', () => {
    expect(faucetRefusal(new ApiError(400, { code: 1, message: 'x' }))).toEqual({
      code: 1,
      text: FAUCET_ERRORS[1],
    });
    expect(faucetRefusal(new ApiError(400, { code: 2, message: 'x' }))).toEqual({
      code: 2,
      text: FAUCET_ERRORS[2],
    });
    expect(faucetRefusal(new ApiError(500, { code: 9, message: 'Server busy' }))).toEqual({
      code: null,
      text: 'Server busy',
    });
    expect(faucetRefusal(new TypeError('boom')).text).toBe(PROMOTION_TEXTS.failed);
  });
});
