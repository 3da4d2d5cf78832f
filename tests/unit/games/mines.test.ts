import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateFloats, outcomeFromFloats } from '@contract/index';
import minesFixture from '@fixtures/games/mines.json';
import { runAudit } from '../../../src/sim/games/audit';
import { payoutOf, type RoundStep } from '../../../src/sim/games/engine';
import { mines, minesMultiplier, type MinesState, type MinesView } from '../../../src/sim/games/mines';
import { ruleError } from './rule-error';

const { engine, policy } = mines;
const WAGER = 1_000;

/** A tile order whose first tiles are `mineTiles`, then the other tiles ascending. */
function orderWith(mineTiles: number[]): number[] {
  return [
    ...mineTiles,
    ...Array.from({ length: 25 }, (_, tile) => tile).filter((t) => !mineTiles.includes(t)),
  ];
}

function start(mineTiles: number[], wager = WAGER) {
  return engine.play({ wager, data: { mines: mineTiles.length }, outcome: { order: orderWith(mineTiles) } });
}

function pick(step: RoundStep<MinesState, MinesView>, tile: number, extra = Infinity) {
  return engine.turn!(step.state, { tile }, extra);
}

describe('mines rules', () => {
  it('accepts 1 to 24 mines and refuses anything else with -4', () => {
    expect(engine.parseData({ mines: 1 })).toEqual({ mines: 1 });
    expect(engine.parseData({ mines: 24 })).toEqual({ mines: 24 });
    for (const data of [{ mines: 0 }, { mines: 25 }, { mines: 2.5 }, { mines: '3' }, {}, null]) {
      expect(ruleError(() => engine.parseData(data)).code).toBe(-4);
    }
  });

  it('starts at multiplier 1 with a cash out worth the stake and nothing revealed', () => {
    const step = start([4, 9, 14]);
    expect(step.type).toBe('continue');
    expect(step.stake).toBe(WAGER);
    expect(step.payout).toBe(WAGER);
    expect(step.view).toEqual({ mines: 3, revealed: [], multiplier: 1, next: 1.125 });
  });

  it('pays 0.99 × C(25,k) / C(25−m,k) for k safe tiles', () => {
    let step = start([0, 1, 2]);
    step = pick(step, 10);
    expect(step.type).toBe('continue');
    expect(step.view.multiplier).toBe(1.125);
    expect(step.payout).toBe(1_125);
    step = pick(step, 11);
    // 0.99 × 300 / 231 = 1.28571428...
    expect(step.view.multiplier).toBeCloseTo((0.99 * 300) / 231, 8);
    expect(step.payout).toBe(1_285);
    expect(minesMultiplier(1, 1)).toBe(1.03125);
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(minesMultiplier(5, 2)).toBeCloseTo((0.99 * 300) / 190, 8);
  });

  it('cashes out the current multiplier, floored to the minor unit', () => {
    let step = start([20, 21, 22, 23, 24], 777);
    step = pick(pick(step, 0), 1);
    const cashed = engine.finish!(step.state);
    expect(cashed.type).toBe('finish');
    expect(cashed.cancelled).toBeUndefined();
    expect(cashed.payout).toBe(payoutOf(777, minesMultiplier(5, 2)));
    expect(cashed.payout).toBe(Math.floor((777 * 0.99 * 300) / 190));
    expect(cashed.view.mineTiles).toEqual([20, 21, 22, 23, 24]);
    expect(cashed.view.hit).toBeNull();
  });

  it('loses the wager on a mine and reveals every mine', () => {
    let step = start([7, 3, 18]);
    step = pick(step, 0);
    const lost = pick(step, 18);
    expect(lost.type).toBe('lose');
    expect(lost.payout).toBe(0);
    expect(lost.stake).toBe(WAGER);
    expect(lost.view).toMatchObject({ revealed: [0], mineTiles: [3, 7, 18], hit: 18, next: null });
  });

  it('cancels a cash out before any reveal: the stake comes back and the round is cancelled', () => {
    const cancelled = engine.finish!(start([1, 2]).state);
    expect(cancelled.type).toBe('finish');
    expect(cancelled.cancelled).toBe(true);
    expect(cancelled.payout).toBe(WAGER);
  });

  it('finishes by itself when every safe tile is revealed', () => {
    const one = pick(start(Array.from({ length: 24 }, (_, tile) => tile + 1)), 0);
    expect(one.type).toBe('finish');
    expect(one.payout).toBe(24_750);
    expect(one.view.mineTiles).toHaveLength(24);

    let step = start([12]);
    for (let tile = 0; tile < 25; tile += 1) {
      if (tile === 12) continue;
      expect(step.type).toBe('continue');
      step = pick(step, tile);
    }
    expect(step.type).toBe('finish');
    expect(step.view.multiplier).toBe(24.75);
    expect(step.payout).toBe(24_750);
    expect(ruleError(() => pick(step, 12)).code).toBe(-6);
    expect(ruleError(() => engine.finish!(step.state)).code).toBe(-6);
  });

  it('refuses the same tile twice (-6), malformed tiles (3) and turns after the round (-6)', () => {
    const step = pick(start([5]), 6);
    expect(ruleError(() => pick(step, 6)).code).toBe(-6);
    for (const tile of [25, -1, 1.5, Number.NaN]) expect(ruleError(() => pick(step, tile)).code).toBe(3);
    expect(ruleError(() => engine.turn!(step.state, {} as { tile: number }, 0)).code).toBe(3);
    const lost = pick(step, 5);
    expect(ruleError(() => pick(lost, 7)).code).toBe(-6);
    expect(ruleError(() => engine.finish!(lost.state)).code).toBe(-6);
  });

  it('keeps its state as plain JSON and never mutates the state it is given', () => {
    const step = pick(start([3, 8]), 0);
    const frozen = JSON.stringify(step.state);
    const restored = JSON.parse(frozen) as MinesState;
    expect(pick({ ...step, state: restored }, 1)).toEqual(pick(step, 1));
    pick(step, 3);
    engine.finish!(step.state);
    expect(JSON.stringify(step.state)).toBe(frozen);
  });

  it('returns exactly 99% for every cash out point (enumerating every placement of 1 and 2 mines)', () => {
    for (const count of [1, 2]) {
      for (const picks of [1, 3, 10]) {
        const placements: number[][] = [];
        for (let a = 0; a < 25; a += 1) {
          if (count === 1) placements.push([a]);
          else for (let b = a + 1; b < 25; b += 1) placements.push([a, b]);
        }
        let total = 0;
        const wager = 100_000_000;
        for (const placement of placements) {
          let step = start(placement, wager);
          while (step.type === 'continue') {
            const action = policy.next!(step.state, { picks: String(picks) });
            step = action === 'finish' ? engine.finish!(step.state) : engine.turn!(step.state, action, 0);
          }
          total += step.payout;
        }
        expect(total / placements.length / wager).toBeCloseTo(0.99, 7);
      }
    }
  });
});

describe('mines fairness and views', () => {
  const floatsArb = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
    minLength: 25,
    maxLength: 25,
  });

  it('draws the tile order as a permutation of the 25 tiles', () => {
    fc.assert(
      fc.property(floatsArb, (floats) => {
        const { order } = outcomeFromFloats('mines', floats);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, tile) => tile));
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (serverSeed, clientSeed, nonce) => {
        const { order } = outcomeFromFloats('mines', generateFloats({ serverSeed, clientSeed, nonce }, 25));
        expect(new Set(order).size).toBe(25);
        expect(order.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < 25)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('shows nothing of the mines while in progress: any other board with the same safe picks looks the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.shuffledSubarray(
          Array.from({ length: 25 }, (_, tile) => tile),
          { minLength: 25, maxLength: 25 },
        ),
        fc.shuffledSubarray(
          Array.from({ length: 25 }, (_, tile) => tile),
          { minLength: 25, maxLength: 25 },
        ),
        fc.array(fc.integer({ min: 0, max: 24 }), { maxLength: 30 }),
        (count, order, shuffle, picks) => {
          const wager = 5_000;
          let step = engine.play({ wager, data: { mines: count }, outcome: { order } });
          const views: MinesView[] = [step.view];
          for (const tile of picks) {
            if (step.type !== 'continue' || step.state.revealed.includes(tile)) continue;
            step = engine.turn!(step.state, { tile }, 0);
            if (step.type === 'continue') views.push(step.view);
          }
          for (const view of views) {
            expect(Object.keys(view).sort()).toEqual(['mines', 'multiplier', 'next', 'revealed']);
            for (const tile of view.revealed) expect(order.indexOf(tile)).toBeGreaterThanOrEqual(count);
          }
          // Another board: the revealed tiles stay safe, the mines go anywhere else.
          const revealed = step.state.revealed;
          const others = shuffle.filter((tile) => !revealed.includes(tile));
          const alternative = [...others, ...revealed];
          let replay = engine.play({ wager, data: { mines: count }, outcome: { order: alternative } });
          expect(replay.view).toEqual(views[0]);
          revealed.forEach((tile, index) => {
            replay = engine.turn!(replay.state, { tile }, 0);
            if (index + 1 < views.length) expect(replay.view).toEqual(views[index + 1]);
          });
        },
      ),
    );
  });
});

describe('mines fixture and audit', () => {
  it('publishes the multipliers the engine pays, the RTP and help pages', () => {
    for (let count = 1; count <= 24; count += 1) {
      const row = (minesFixture.multipliers as Record<string, number[]>)[String(count)]!;
      expect(row).toHaveLength(25 - count);
      row.forEach((multiplier, index) => expect(multiplier).toBe(minesMultiplier(count, index + 1)));
    }
    expect(minesFixture.theoreticalRtp).toBe(policy.theoreticalRtp({ mines: '3', picks: '3' }));
    expect(minesFixture.help.map((page) => page.title)).toEqual(['Rules', 'Payouts', 'Fairness']);
    for (const page of minesFixture.help) expect(page.body.length).toBeGreaterThan(0);
  });

  it('returns its theoretical RTP within a 99% confidence interval over real fairness rounds', () => {
    for (const [options, rounds] of [
      [{ mines: '3', picks: '3' }, 60_000],
      [{ mines: '1', picks: '24' }, 30_000],
    ] as const) {
      const { rtp, ci99 } = runAudit('mines', mines, { rounds: rounds, seed: 'vitest', options });
      const theory = policy.theoreticalRtp(options);
      expect(theory).toBe(0.99);
      expect(theory).toBeGreaterThanOrEqual(ci99[0]);
      expect(theory).toBeLessThanOrEqual(ci99[1]);
      expect(rtp).toBeGreaterThan(0.9);
    }
  });
});
