import { describe, expect, it } from 'vitest';
import rouletteFixture from '@fixtures/games/roulette.json';
import {
  RED_NUMBERS,
  pocketColour,
  rouletteWins,
  type RouletteBet,
  type RouletteBetType,
} from '@contract/index';
import { runAudit } from '../../../src/sim/games/audit';
import { ROULETTE_BET_TYPES, ROULETTE_RTP, roulette } from '../../../src/sim/games/roulette';
import { ruleError } from './rule-error';

const { engine, policy } = roulette;
const spin = (bets: RouletteBet[], pocket: number) => {
  const wager = bets.reduce((sum, bet) => sum + bet.amount, 0);
  return engine.play({ wager, data: { bets }, outcome: { pocket } });
};
const winners = (pocket: number) =>
  [
    ...ROULETTE_BET_TYPES.filter((type) => !['straight', 'dozen', 'column'].includes(type)),
    ...[1, 2, 3].map((value) => `dozen ${value}`),
    ...[1, 2, 3].map((value) => `column ${value}`),
  ].filter((name) => {
    const [type, value] = name.split(' ');
    return rouletteWins(
      { type: type as RouletteBetType, ...(value ? { value: Number(value) } : {}) },
      pocket,
    );
  });

describe('roulette bets', () => {
  it('has the 18 standard red numbers', () => {
    expect(RED_NUMBERS).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(10)).toBe('black');
    expect(pocketColour(19)).toBe('red');
    expect(pocketColour(29)).toBe('black');
  });

  it('zero wins only a straight bet on 0', () => {
    expect(winners(0)).toEqual([]);
    expect(rouletteWins({ type: 'straight', value: 0 }, 0)).toBe(true);
    expect(rouletteWins({ type: 'straight', value: 1 }, 0)).toBe(false);
  });

  it('names the right outside bets for sample pockets', () => {
    expect(winners(1)).toEqual(['red', 'odd', 'low', 'dozen 1', 'column 1']);
    expect(winners(2)).toEqual(['black', 'even', 'low', 'dozen 1', 'column 2']);
    expect(winners(12)).toEqual(['red', 'even', 'low', 'dozen 1', 'column 3']);
    expect(winners(13)).toEqual(['black', 'odd', 'low', 'dozen 2', 'column 1']);
    expect(winners(18)).toEqual(['red', 'even', 'low', 'dozen 2', 'column 3']);
    expect(winners(19)).toEqual(['red', 'odd', 'high', 'dozen 2', 'column 1']);
    expect(winners(25)).toEqual(['red', 'odd', 'high', 'dozen 3', 'column 1']);
    expect(winners(35)).toEqual(['black', 'odd', 'high', 'dozen 3', 'column 2']);
    expect(winners(36)).toEqual(['red', 'even', 'high', 'dozen 3', 'column 3']);
  });

  it('every number 1..36 is in exactly one of each pair, dozen and column', () => {
    const counts: Record<string, number> = {};
    for (let pocket = 1; pocket <= 36; pocket += 1) {
      const won = winners(pocket);
      expect(won).toHaveLength(5);
      for (const name of won) counts[name] = (counts[name] ?? 0) + 1;
    }
    expect(counts).toEqual({
      red: 18,
      black: 18,
      odd: 18,
      even: 18,
      low: 18,
      high: 18,
      'dozen 1': 12,
      'dozen 2': 12,
      'dozen 3': 12,
      'column 1': 12,
      'column 2': 12,
      'column 3': 12,
    });
  });
});

describe('roulette rounds', () => {
  it('pays 35:1, 2:1 and 1:1 on several bets at once', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', value: 17, amount: 100 },
      { type: 'red', amount: 200 },
      { type: 'dozen', value: 2, amount: 300 },
      { type: 'column', value: 2, amount: 50 },
      { type: 'odd', amount: 10 },
    ];
    const step = spin(bets, 17);
    // 17 is black, odd, dozen 2, column 2.
    expect(step.payout).toBe(100 * 36 + 300 * 3 + 50 * 3 + 10 * 2);
    expect(step.stake).toBe(660);
    expect(step.type).toBe('finish');
    expect(step.view.bets.map((bet) => bet.multiplier)).toEqual([36, 0, 3, 3, 2]);
    expect(step.view).toMatchObject({ pocket: 17, color: 'black' });
    expect(step.view.multiplier).toBeCloseTo(4670 / 660, 8);
  });

  it('zero loses every outside bet', () => {
    const bets: RouletteBet[] = ['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => ({
      type: type as RouletteBetType,
      amount: 5,
    }));
    bets.push({ type: 'dozen', value: 1, amount: 5 }, { type: 'column', value: 3, amount: 5 });
    const step = spin(bets, 0);
    expect(step.type).toBe('lose');
    expect(step.payout).toBe(0);
    expect(step.view.color).toBe('green');
  });

  it('a straight bet on 0 pays 36× on zero', () => {
    expect(
      spin(
        [
          { type: 'straight', value: 0, amount: 7 },
          { type: 'red', amount: 3 },
        ],
        0,
      ).payout,
    ).toBe(252);
  });

  it('red and black together lose a little on zero only', () => {
    const both: RouletteBet[] = [
      { type: 'red', amount: 1 },
      { type: 'black', amount: 1 },
    ];
    for (let pocket = 1; pocket <= 36; pocket += 1) expect(spin(both, pocket).payout).toBe(2);
    expect(spin(both, 0).payout).toBe(0);
  });

  it('converts decimal chip amounts to minor units with the domain’s conversion', () => {
    const data = engine.parseData({
      bets: [
        { type: 'red', amount: 0.5 },
        { type: 'straight', value: 3, amount: 0.25 },
      ],
    });
    expect(engine.minorData!(data, (amount) => Math.round(amount * 100))).toEqual({
      bets: [
        { type: 'red', amount: 50 },
        { type: 'straight', value: 3, amount: 25 },
      ],
    });
  });

  it('drops a value on bets that take none', () => {
    expect(engine.parseData({ bets: [{ type: 'red', value: 9, amount: 1 }] })).toEqual({
      bets: [{ type: 'red', amount: 1 }],
    });
  });

  it.each([
    ['no bets', { bets: [] }],
    ['no data', null],
    ['an unknown type', { bets: [{ type: 'split', value: 1, amount: 1 }] }],
    ['straight 37', { bets: [{ type: 'straight', value: 37, amount: 1 }] }],
    ['straight without a value', { bets: [{ type: 'straight', amount: 1 }] }],
    ['dozen 0', { bets: [{ type: 'dozen', value: 0, amount: 1 }] }],
    ['column 4', { bets: [{ type: 'column', value: 4, amount: 1 }] }],
    ['a zero amount', { bets: [{ type: 'red', amount: 0 }] }],
    ['a negative amount', { bets: [{ type: 'red', amount: -1 }] }],
    ['201 bets', { bets: new Array(201).fill({ type: 'red', amount: 1 }) }],
  ])('refuses %s with -4', (_, data) => {
    expect(ruleError(() => engine.parseData(data)).code).toBe(-4);
  });

  it('refuses chips that do not sum to the wager, or are not whole minor units', () => {
    const bets: RouletteBet[] = [{ type: 'red', amount: 100 }];
    expect(ruleError(() => engine.play({ wager: 101, data: { bets }, outcome: { pocket: 1 } })).code).toBe(
      -4,
    );
    expect(
      ruleError(() =>
        engine.play({
          wager: 1,
          data: {
            bets: [
              { type: 'red', amount: 0.5 },
              { type: 'black', amount: 0.5 },
            ],
          },
          outcome: { pocket: 1 },
        }),
      ).code,
    ).toBe(-4);
  });
});

describe('roulette RTP', () => {
  it('is 36/37 for every bet, as published', () => {
    expect(ROULETTE_RTP).toBe(36 / 37);
    expect(rouletteFixture.theoreticalRtp).toBeCloseTo(36 / 37, 8);
    for (const row of rouletteFixture.paytable.bets) expect(row.rtp).toBeCloseTo(36 / 37, 8);
    // Exhaustively: each bet's total return over the 37 pockets is 36 stakes.
    for (const bet of [
      { type: 'straight', value: 0 },
      { type: 'straight', value: 36 },
      { type: 'dozen', value: 2 },
      { type: 'column', value: 1 },
      { type: 'high' },
      { type: 'even' },
    ] as const) {
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket += 1) returned += spin([{ ...bet, amount: 1 }], pocket).payout;
      expect(returned).toBe(36);
    }
  });

  it.each([
    { label: 'red', options: { bet: 'red' }, rounds: 60_000 },
    { label: 'dozen --value 3', options: { bet: 'dozen', value: '3' }, rounds: 60_000 },
  ] as { label: string; options: Record<string, string>; rounds: number }[])(
    '--bet $label: the theoretical RTP is inside the 99% interval',
    ({ options, rounds }) => {
      const report = runAudit('roulette', roulette, { rounds, seed: 'vitest-roulette', options });
      expect(report.ci99[0]).toBeLessThanOrEqual(36 / 37);
      expect(report.ci99[1]).toBeGreaterThanOrEqual(36 / 37);
      expect(report.ci99[1] - report.ci99[0]).toBeLessThan(0.06);
    },
  );

  it('the policy stakes the whole wager on one bet', () => {
    expect(policy.data({ bet: 'straight', value: '17' })).toEqual({
      bets: [{ type: 'straight', value: 17, amount: 1 }],
    });
    expect(policy.data({})).toEqual({ bets: [{ type: 'red', amount: 1 }] });
  });
});
