import { describe, expect, it } from 'vitest';
import { FLOAT_COUNT, generateFloats, outcomeFromFloats } from '@contract/index';
import {
  AUDIT_PAIR_ROUNDS,
  AUDIT_WAGER,
  auditPlayer,
  auditSeeds,
  emptyTotals,
  loadGameModule,
  playRounds,
  rtpInterval,
  runAudit,
} from '../../../src/sim/games/audit';
import { limbo } from '../../../src/sim/games/limbo';

describe('audit seeds', () => {
  it('count the nonce up within a pair, then start a new pair at nonce 0', () => {
    const first = auditSeeds('s', 0);
    expect(first.nonce).toBe(0);
    expect(first.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(auditSeeds('s', 5)).toEqual({ ...first, nonce: 5 });
    const next = auditSeeds('s', AUDIT_PAIR_ROUNDS);
    expect(next.nonce).toBe(0);
    expect(next.serverSeed).not.toBe(first.serverSeed);
    expect(next.clientSeed).not.toBe(first.clientSeed);
    expect(auditSeeds('t', 0).serverSeed).not.toBe(first.serverSeed);
  });
});

describe('rtpInterval', () => {
  it('is R ± 2.576 s / √N with a constant stake', () => {
    // Returns 0, 2, 0, 2: R = 1, sample variance 4/3.
    const totals = {
      ...emptyTotals(),
      rounds: 4,
      stake: 4,
      payout: 4,
      payoutSquares: 8,
      stakeSquares: 4,
      products: 4,
    };
    const { rtp, ci99 } = rtpInterval(totals);
    const half = (2.576 * Math.sqrt(4 / 3)) / 2;
    expect(rtp).toBe(1);
    expect(ci99[0]).toBeCloseTo(1 - half, 12);
    expect(ci99[1]).toBeCloseTo(1 + half, 12);
  });

  it('uses the ratio residuals when stakes differ', () => {
    const rounds = [
      { stake: 1, payout: 0 },
      { stake: 2, payout: 4 },
      { stake: 1, payout: 2 },
      { stake: 1, payout: 0 },
    ];
    const totals = emptyTotals();
    for (const { stake, payout } of rounds) {
      totals.rounds += 1;
      totals.stake += stake;
      totals.payout += payout;
      totals.payoutSquares += payout ** 2;
      totals.stakeSquares += stake ** 2;
      totals.products += payout * stake;
    }
    const R = 6 / 5;
    const residuals = rounds.map(({ stake, payout }) => payout - R * stake);
    const variance = residuals.reduce((sum, e) => sum + e * e, 0) / 3;
    const half = (2.576 * Math.sqrt(variance)) / (5 / 4) / 2;
    const { rtp, ci99 } = rtpInterval(totals);
    expect(rtp).toBeCloseTo(R, 12);
    expect(ci99[1] - rtp).toBeCloseTo(half, 12);
  });
});

describe('the audit loop', () => {
  it('plays each round from the real fairness outcome of its seeds', () => {
    const play = auditPlayer('limbo', limbo, { target: '2' }, 'loop');
    for (const round of [0, 1, 2, AUDIT_PAIR_ROUNDS + 3]) {
      const multiplier = outcomeFromFloats(
        'limbo',
        generateFloats(auditSeeds('loop', round), FLOAT_COUNT.limbo),
      ).multiplier;
      const step = play(round);
      expect(step.stake).toBe(AUDIT_WAGER);
      expect(step.payout).toBe(multiplier >= 2 ? 2 * AUDIT_WAGER : 0);
    }
  });

  it('is deterministic for a seed and different for another', () => {
    const a = runAudit('limbo', limbo, { rounds: 2_000, seed: 'one', options: { target: '3' } });
    const b = runAudit('limbo', limbo, { rounds: 2_000, seed: 'one', options: { target: '3' } });
    const c = runAudit('limbo', limbo, { rounds: 2_000, seed: 'two', options: { target: '3' } });
    expect(b.rtp).toBe(a.rtp);
    expect(c.rtp).not.toBe(a.rtp);
    expect(Object.keys(a)).toEqual(['game', 'rounds', 'rtp', 'theoreticalRtp', 'ci99', 'roundsPerSecond']);
    expect(a.ci99[0]).toBeLessThan(a.rtp);
    expect(a.ci99[1]).toBeGreaterThan(a.rtp);
  });

  it('accumulates totals in units of the wager', () => {
    const play = auditPlayer('limbo', limbo, { target: '2' }, 'sum');
    const totals = playRounds(play, 0, 100);
    expect(totals.rounds).toBe(100);
    expect(totals.stake).toBe(100);
    expect(totals.payout % 2).toBe(0);
    expect(totals.payoutSquares).toBe(totals.payout * 2);
  });

  it('loads a game module by id', async () => {
    expect((await loadGameModule('limbo')).engine.id).toBe('limbo');
    expect((await loadGameModule('roulette')).engine.id).toBe('roulette');
  });
});
