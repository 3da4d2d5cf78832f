import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import kenoFixture from '@fixtures/games/keno.json';
import type { Risk } from '@contract/index';
import { payoutOf } from '../../../src/sim/games/engine';
import { runAudit } from '../../../src/sim/games/audit';
import {
  KENO_PAYTABLES,
  KENO_RISKS,
  keno,
  kenoHitWays,
  kenoMultiplier,
  kenoRtp,
} from '../../../src/sim/games/keno';
import { ruleError } from './rule-error';

const { engine, policy } = keno;
const WAGER = 1_000_000;

/** 10 drawn cells whose first `hits` are `picks[0..hits)`, the rest taken from cells not picked. */
function drawnWith(picks: number[], hits: number): number[] {
  const others = Array.from({ length: 40 }, (_, cell) => cell).filter((cell) => !picks.includes(cell));
  return [...picks.slice(0, hits), ...others.slice(0, 10 - hits)];
}

const play = (picks: number[], risk: Risk, drawn: number[], wager = WAGER) =>
  engine.play({ wager, data: { picks, risk }, outcome: { drawn } });

describe('keno data', () => {
  it('accepts 1 to 10 distinct cells 0..39 and a risk, sorting the picks', () => {
    expect(engine.parseData({ picks: [39, 0, 17], risk: 'medium' })).toEqual({
      picks: [0, 17, 39],
      risk: 'medium',
    });
    expect(engine.parseData({ picks: [5], risk: 'low' }).picks).toEqual([5]);
    expect(
      engine.parseData({ picks: Array.from({ length: 10 }, (_, i) => i * 4), risk: 'high' }).picks,
    ).toHaveLength(10);
  });

  it.each([
    ['no picks', { picks: [], risk: 'low' }],
    ['11 picks', { picks: Array.from({ length: 11 }, (_, i) => i), risk: 'low' }],
    ['a repeated cell', { picks: [3, 3], risk: 'low' }],
    ['cell 40', { picks: [40], risk: 'low' }],
    ['cell -1', { picks: [-1], risk: 'low' }],
    ['a fractional cell', { picks: [1.5], risk: 'low' }],
    ['a string cell', { picks: ['1'], risk: 'low' }],
    ['an unknown risk', { picks: [1], risk: 'extreme' }],
    ['no risk', { picks: [1] }],
    ['no data', null],
  ])('refuses %s with -4', (_, data) => {
    expect(ruleError(() => engine.parseData(data)).code).toBe(-4);
  });
});

describe('keno rounds', () => {
  const picks = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

  it('pays the risk’s multiplier for the number of hits', () => {
    const step = play(picks, 'high', drawnWith(picks, 4));
    expect(step.type).toBe('finish');
    expect(step.view.hits).toEqual([0, 1, 2, 3]);
    expect(step.view.multiplier).toBe(3.5);
    expect(step.payout).toBe(3_500_000);
    expect(step.stake).toBe(WAGER);
  });

  it('loses below the first paying hit count', () => {
    const step = play(picks, 'high', drawnWith(picks, 3));
    expect(step.type).toBe('lose');
    expect(step.payout).toBe(0);
    expect(step.view.multiplier).toBe(0);
  });

  it('pays 1,000× for 10 of 10 at every risk', () => {
    for (const risk of KENO_RISKS) expect(play(picks, risk, drawnWith(picks, 10)).payout).toBe(1_000 * WAGER);
  });

  it('pays low risk’s 0.7× for one pick and no hit (a partial return, not a loss)', () => {
    const step = play([20], 'low', drawnWith([20], 0));
    expect(step.type).toBe('finish');
    expect(step.payout).toBe(700_000);
  });

  it('floors the payout to the minor unit', () => {
    // 3 picks, 2 hits on low risk: 1.38× of 7 units = 9.66 → 9.
    expect(play([1, 2, 3], 'low', drawnWith([1, 2, 3], 2), 7).payout).toBe(9);
    expect(payoutOf(7, 1.38)).toBe(9);
  });

  it('shows picks, draw order, hits and the paytable row', () => {
    const drawn = [30, 5, 31, 32, 12, 33, 34, 35, 36, 37];
    const step = play([12, 5, 20], 'medium', drawn);
    expect(step.view).toEqual({
      risk: 'medium',
      picks: [5, 12, 20],
      drawn,
      hits: [5, 12],
      multiplier: 2.8,
      paytable: [0, 0, 2.8, 50],
    });
  });

  it('counts every picked cell that is drawn (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { minLength: 1, maxLength: 10 }),
        fc.shuffledSubarray(
          Array.from({ length: 40 }, (_, cell) => cell),
          { minLength: 10, maxLength: 10 },
        ),
        fc.constantFrom(...KENO_RISKS),
        (cells, drawn, risk) => {
          const step = play(cells, risk, drawn);
          const hits = drawn.filter((cell) => cells.includes(cell)).length;
          expect(step.view.hits).toHaveLength(hits);
          expect(step.payout).toBe(payoutOf(WAGER, KENO_PAYTABLES[risk][cells.length - 1]![hits]!));
        },
      ),
    );
  });
});

describe('keno paytables', () => {
  it('have a multiplier for 0..n hits of n picks, never lower for more hits', () => {
    for (const risk of KENO_RISKS) {
      KENO_PAYTABLES[risk].forEach((row, index) => {
        expect(row).toHaveLength(index + 2);
        for (let hits = 1; hits < row.length; hits += 1)
          expect(row[hits]).toBeGreaterThanOrEqual(row[hits - 1]!);
      });
    }
    expect(kenoMultiplier('high', 10, 11)).toBe(0);
  });

  it('use the hypergeometric chances C(10, k) C(30, n − k) / C(40, n)', () => {
    // Computed as a product of draw-by-draw chances instead of binomials.
    const chance = (picks: number, hits: number) => {
      let p = 1;
      for (let i = 0; i < hits; i += 1) p *= (10 - i) / (40 - i);
      for (let i = 0; i < picks - hits; i += 1) p *= (30 - i) / (40 - hits - i);
      let arrangements = 1;
      for (let i = 1; i <= hits; i += 1) arrangements = (arrangements * (picks - hits + i)) / i;
      return p * arrangements;
    };
    for (let picks = 1; picks <= 10; picks += 1) {
      const { ways, total } = kenoHitWays(picks);
      expect(ways.reduce((a, b) => a + b, 0)).toBe(total);
      ways.forEach((count, hits) => expect(count / total).toBeCloseTo(chance(picks, hits), 12));
    }
    expect(kenoHitWays(1)).toEqual({ ways: [30, 10], total: 40 });
  });

  it('return about 99% each (98.6% .. 99.1%)', () => {
    expect(kenoRtp('low', 1)).toBeCloseTo(0.75 * 0.7 + 0.25 * 1.85, 12);
    expect(kenoRtp('high', 1)).toBeCloseTo(0.99, 12);
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks += 1) {
        expect(kenoRtp(risk, picks)).toBeGreaterThan(0.986);
        expect(kenoRtp(risk, picks)).toBeLessThan(0.991);
      }
    }
  });

  it('are what fixtures/games/keno.json publishes (regenerate with npx tsx scripts/paytables.ts)', () => {
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks += 1) {
        const key = String(picks) as keyof (typeof kenoFixture.paytable)['low'];
        expect(kenoFixture.paytable[risk][key]).toEqual(KENO_PAYTABLES[risk][picks - 1]);
        expect(kenoFixture.rtp[risk][key]).toBeCloseTo(kenoRtp(risk, picks), 8);
      }
    }
    expect(kenoFixture.help.map((page) => page.title)).toEqual(['Rules', 'Paytable', 'Fairness']);
  });
});

describe('keno RTP through the real fairness scheme', () => {
  it.each([
    { risk: 'low', picks: '5', rounds: 40_000 },
    { risk: 'medium', picks: '3', rounds: 40_000 },
    { risk: 'high', picks: '2', rounds: 40_000 },
  ])(
    '$risk risk, $picks picks: the theoretical RTP is inside the 99% interval',
    ({ risk, picks, rounds }) => {
      const report = runAudit('keno', keno, { rounds, seed: 'vitest-keno', options: { risk, picks } });
      expect(report.theoreticalRtp).toBe(kenoRtp(risk as Risk, Number(picks)));
      expect(report.ci99[0]).toBeLessThanOrEqual(report.theoreticalRtp);
      expect(report.ci99[1]).toBeGreaterThanOrEqual(report.theoreticalRtp);
      // Its width is 2 × 2.576 σ / √N for the paytable's exact σ (to sampling noise).
      const { ways, total } = kenoHitWays(Number(picks));
      const row = KENO_PAYTABLES[risk as Risk][Number(picks) - 1]!;
      const second = ways.reduce((sum, count, hits) => sum + (row[hits]! ** 2 * count) / total, 0);
      const sigma = Math.sqrt(second - report.theoreticalRtp ** 2);
      const width = (2 * 2.576 * sigma) / Math.sqrt(rounds);
      expect((report.ci99[1] - report.ci99[0]) / width).toBeGreaterThan(0.85);
      expect((report.ci99[1] - report.ci99[0]) / width).toBeLessThan(1.15);
    },
  );

  it('the policy picks the first n cells at the given risk', () => {
    expect(policy.data({ risk: 'low', picks: '3' })).toEqual({ risk: 'low', picks: [0, 1, 2] });
    expect(policy.data({})).toEqual({ risk: 'high', picks: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
  });
});
