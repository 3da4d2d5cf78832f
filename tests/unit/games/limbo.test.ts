import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import limboFixture from '@fixtures/games/limbo.json';
import { limboMultiplier } from '@contract/index';
import { runAudit } from '../../../src/sim/games/audit';
import { limbo, limboRtp, limboWinChance } from '../../../src/sim/games/limbo';
import { ruleError } from './rule-error';

const { engine, policy } = limbo;
const WAGER = 100_000_000;
const play = (target: number, multiplier: number, wager = WAGER) =>
  engine.play({ wager, data: { target }, outcome: { multiplier } });

describe('limbo data', () => {
  it('accepts targets from 1.01 to 1,000,000, kept to 2 decimals', () => {
    expect(engine.parseData({ target: 1.01 })).toEqual({ target: 1.01 });
    expect(engine.parseData({ target: 1_000_000 })).toEqual({ target: 1_000_000 });
    expect(engine.parseData({ target: 2.345 })).toEqual({ target: 2.35 });
    expect(engine.parseData({ target: 7.1 })).toEqual({ target: 7.1 });
  });

  it.each([
    ['1', { target: 1 }],
    ['1.004 (1.00 at 2 decimals)', { target: 1.004 }],
    ['1,000,000.01', { target: 1_000_000.01 }],
    ['0', { target: 0 }],
    ['-2', { target: -2 }],
    ['NaN', { target: Number.NaN }],
    ['Infinity', { target: Number.POSITIVE_INFINITY }],
    ['a string', { target: '2' }],
    ['nothing', {}],
    ['no data', null],
  ])('refuses a target of %s with -4', (_, data) => {
    expect(ruleError(() => engine.parseData(data)).code).toBe(-4);
  });
});

describe('limbo rounds', () => {
  it('wins wager × target when the multiplier reaches the target exactly', () => {
    const step = play(2, 2);
    expect(step.type).toBe('finish');
    expect(step.payout).toBe(2 * WAGER);
    expect(step.view).toMatchObject({ multiplier: 2, target: 2, win: true });
  });

  it('pays the target, not the drawn multiplier', () => {
    expect(play(1.5, 250.37).payout).toBe(150_000_000);
  });

  it('loses just below the target', () => {
    const step = play(2, 1.99);
    expect(step.type).toBe('lose');
    expect(step.payout).toBe(0);
    expect(step.view.win).toBe(false);
  });

  it('compares in hundredths despite binary fractions (1.1 vs 1.10, 4.35 vs 4.35)', () => {
    expect(play(1.1, 1.1).view.win).toBe(true);
    expect(play(4.35, 4.35).view.win).toBe(true);
  });

  it('pays the maximum target', () => {
    expect(play(1_000_000, 1_000_000, 3).payout).toBe(3_000_000);
    expect(play(1_000_000, 999_999.99).payout).toBe(0);
  });

  it('floors the payout to the minor unit', () => {
    expect(play(1.55, 2, 3).payout).toBe(4);
  });

  it('wins exactly when the multiplier is at least the target (property)', () => {
    const hundredths = fc.integer({ min: 101, max: 100_000_000 });
    fc.assert(
      fc.property(hundredths, hundredths, (t, m) => {
        const step = play(t / 100, m / 100, 1_000);
        expect(step.view.win).toBe(m >= t);
        expect(step.payout).toBe(m >= t ? Math.floor((1_000 * t) / 100) : 0);
      }),
    );
  });
});

describe('limbo win chance and RTP', () => {
  it('is the exact share of 32-bit floats that reach the target', () => {
    for (const target of [1.01, 1.5, 1.98, 2, 3.33, 10, 1000, 1_000_000]) {
      const chance = limboWinChance(target);
      const last = chance * 2 ** 32 - 1;
      expect(Number.isInteger(last)).toBe(true);
      // The last winning float reaches the target, the next one does not.
      expect(limboMultiplier(last / 2 ** 32)).toBeGreaterThanOrEqual(target);
      expect(limboMultiplier((last + 1) / 2 ** 32)).toBeLessThan(target);
      expect(chance).toBeCloseTo(0.99 / target, 8);
    }
  });

  it('is 99% to within the floats’ granularity for every target', () => {
    expect(limboRtp(2)).toBeCloseTo(0.99, 9);
    expect(limboRtp(1_000_000)).toBeGreaterThan(0.99);
    expect(limboRtp(1_000_000)).toBeLessThan(0.9903);
    expect(limboFixture.theoreticalRtp).toBe(0.99);
    const example = limboFixture.paytable.examples.find((row) => row.target === 10)!;
    expect(example.winChance).toBeCloseTo(limboWinChance(10), 8);
  });

  it.each([
    { target: '2', rounds: 60_000 },
    { target: '10', rounds: 60_000 },
  ])('target $target: the theoretical RTP is inside the 99% interval', ({ target, rounds }) => {
    const report = runAudit('limbo', limbo, { rounds, seed: 'vitest-limbo', options: { target } });
    expect(report.theoreticalRtp).toBe(limboRtp(Number(target)));
    expect(report.ci99[0]).toBeLessThanOrEqual(report.theoreticalRtp);
    expect(report.ci99[1]).toBeGreaterThanOrEqual(report.theoreticalRtp);
    // Width 2 × 2.576 σ / √N with σ² = t² p (1 − p) for a win chance p.
    const t = Number(target);
    const p = limboWinChance(t);
    const width = (2 * 2.576 * t * Math.sqrt(p * (1 - p))) / Math.sqrt(rounds);
    expect((report.ci99[1] - report.ci99[0]) / width).toBeGreaterThan(0.9);
    expect((report.ci99[1] - report.ci99[0]) / width).toBeLessThan(1.1);
  });

  it('the policy plays --target (default 2)', () => {
    expect(policy.data({ target: '3.5' })).toEqual({ target: 3.5 });
    expect(policy.data({})).toEqual({ target: 2 });
  });
});
