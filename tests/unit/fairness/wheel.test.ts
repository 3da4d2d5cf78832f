/** The bonus wheel's translation (src/contract/fairness/wheel.ts) and its place among the verifiable draws. */
import { describe, expect, it } from 'vitest';
import {
  FAIR_GAMES,
  verifiableGames,
  formatVerifyParam,
  generateFloats,
  parseVerifyParam,
  verifyBet,
  wheelLabel,
  wheelLabels,
  wheelPrizeUsd,
  wheelSegment,
} from '@contract/index';
import { WHEEL, WHEEL_SEGMENT_COUNT } from '@contract/promotions';

const SEEDS = { serverSeed: 'b'.repeat(64), clientSeed: 'wheel-client', nonce: 4 };

describe('the bonus wheel draw', () => {
  it('maps a float to a 1-based segment over the 12 segments', () => {
    expect(WHEEL_SEGMENT_COUNT).toBe(12);
    expect(wheelSegment(0)).toBe(1);
    expect(wheelSegment(1 / 12 - 1e-12)).toBe(1);
    expect(wheelSegment(1 / 12)).toBe(2);
    expect(wheelSegment(0.999_999_999)).toBe(12);
  });

  it('draws one float of the seeds, as verifyBet says', () => {
    const [float] = generateFloats(SEEDS, 1);
    const verification = verifyBet('wheel', SEEDS);
    expect(verification.floats).toEqual([float]);
    expect(verification.outcome.segment).toBe(Math.floor(float! * 12) + 1);
  });

  it('is verifiable on /fairness without being a game of the game pages', () => {
    expect(FAIR_GAMES as readonly string[]).not.toContain('wheel');
    expect(verifiableGames()).toContain('wheel');
    const param = formatVerifyParam({ game: 'wheel', ...SEEDS });
    expect(parseVerifyParam(param)).toEqual({ game: 'wheel', ...SEEDS });
  });

  it("reads the licence's six labels, else the default ones", () => {
    const custom = ['$1', '$2', '$3', '$4', '$5', '$6'];
    expect(wheelLabels({ pluginSettings: { wheel: { segments: custom } } })).toEqual(custom);
    expect(wheelLabels({ pluginSettings: { wheel: { segments: ['$1'] } } })).toEqual(WHEEL.defaultSegments);
    expect(wheelLabels({ pluginSettings: {} })).toEqual(WHEEL.defaultSegments);
    expect(wheelLabels(null)).toEqual(WHEEL.defaultSegments);
  });

  it('gives each segment its base label, the six twice round the wheel', () => {
    const labels = WHEEL.defaultSegments;
    expect(wheelLabel(labels, 1)).toBe('$0.10');
    expect(wheelLabel(labels, 6)).toBe('$50');
    expect(wheelLabel(labels, 7)).toBe('$0.10');
    expect(wheelLabel(labels, 12)).toBe('$50');
  });

  it('reads the dollars of a label', () => {
    expect(wheelPrizeUsd('$0.10')).toBe(0.1);
    expect(wheelPrizeUsd('$1,000')).toBe(1000);
    expect(wheelPrizeUsd('Free spin')).toBe(0);
  });
});
