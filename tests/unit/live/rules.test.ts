import { describe, expect, it } from 'vitest';
import type { LiveCard } from '@contract/provider/live';
import { createStream } from '../../../src/sim/services/rng';
import {
  baccaratReturn,
  bankerDraws,
  dealBaccarat,
  dealCoup,
} from '../../../src/sim/domains/provider/live/rules/baccarat';
import {
  blackjackReturn,
  decide,
  dealerPlays,
  handTotal,
  openHand,
} from '../../../src/sim/domains/provider/live/rules/blackjack';
import { cardOf, drawCard } from '../../../src/sim/domains/provider/live/rules/cards';
import { payMinor, type Return } from '../../../src/sim/domains/provider/live/rules/returns';
import { rouletteReturn, spinPocket } from '../../../src/sim/domains/provider/live/rules/roulette';
import {
  WHEEL_COUNTS,
  WHEEL_SEGMENTS,
  spinSegment,
  wheelReturn,
} from '../../../src/sim/domains/provider/live/rules/wheel';

const card = (rank: number): LiveCard => ({ rank, suit: 'spades' });
const cards = (...ranks: number[]) => ranks.map(card);
const supply = (...ranks: number[]) => {
  const queue = cards(...ranks);
  return () => queue.shift() ?? card(0);
};
const value = ([numerator, denominator]: Return) => numerator / denominator;

describe('cards', () => {
  it('translates indices in the order diamonds, hearts, spades, clubs from 2 to ace', () => {
    expect(cardOf(0)).toEqual({ rank: 2, suit: 'diamonds' });
    expect(cardOf(12)).toEqual({ rank: 1, suit: 'diamonds' });
    expect(cardOf(13)).toEqual({ rank: 2, suit: 'hearts' });
    expect(cardOf(51)).toEqual({ rank: 1, suit: 'clubs' });
  });
});

describe('baccarat', () => {
  it('draws the banker by the standard table', () => {
    // Player stood: banker draws on 0-5.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    const draws = (total: number) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((third) => bankerDraws(total, card(third || 10)));
    expect(draws(2).every(Boolean)).toBe(true);
    expect(draws(3)).toEqual([true, true, true, true, true, true, true, true, false, true]);
    expect(draws(4)).toEqual([false, false, true, true, true, true, true, true, false, false]);
    expect(draws(5)).toEqual([false, false, false, false, true, true, true, true, false, false]);
    expect(draws(6)).toEqual([false, false, false, false, false, false, true, true, false, false]);
    expect(draws(7).some(Boolean)).toBe(false);
  });

  it('stops on a natural and plays out third cards', () => {
    // P: 9+K = 9 natural, B: 3+4 = 7: nobody draws.
    expect(dealCoup(supply(9, 3, 13, 4))).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'player' });
    // P: 2+3 = 5 draws 8 -> 3; B: 1+2 = 3 with third 8 stands: banker wins 3 to 3? no: tie.
    const coup = dealCoup(supply(2, 1, 3, 2, 8, 9));
    expect(coup.player).toHaveLength(3);
    expect(coup.banker).toHaveLength(2);
    expect(coup).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'tie' });
    // P: 10+6 = 6 stands; B: 2+3 = 5 draws 4 -> 9.
    expect(dealCoup(supply(10, 2, 6, 3, 4))).toMatchObject({
      playerTotal: 6,
      bankerTotal: 9,
      winner: 'banker',
    });
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1 and returns player and banker bets on a tie', () => {
    expect(value(baccaratReturn('player', 'player'))).toBe(2);
    expect(value(baccaratReturn('banker', 'banker'))).toBe(1.95);
    expect(value(baccaratReturn('tie', 'tie'))).toBe(9);
    expect(value(baccaratReturn('banker', 'tie'))).toBe(1);
    expect(value(baccaratReturn('player', 'banker'))).toBe(0);
    expect(payMinor(1_000, baccaratReturn('banker', 'banker'))).toBe(1_950);
    expect(payMinor(3, baccaratReturn('banker', 'banker'))).toBe(5);
  });

  it('returns about 98.9% on banker, 98.8% on player and 85.6% on tie (simulated)', () => {
    const stream = createStream('baccarat-rtp', 'coups');
    const spins = 200_000;
    const returned = { player: 0, banker: 0, tie: 0 };
    for (let round = 0; round < spins; round += 1) {
      const { winner } = dealBaccarat(stream);
      for (const spot of ['player', 'banker', 'tie'] as const)
        returned[spot] += value(baccaratReturn(spot, winner));
    }
    expect(returned.banker / spins).toBeCloseTo(0.9894, 2);
    expect(returned.player / spins).toBeCloseTo(0.9876, 2);
    expect(Math.abs(returned.tie / spins - 0.856)).toBeLessThan(0.03);
  });
});

describe('blackjack', () => {
  it('counts aces as 11 while they fit', () => {
    expect(handTotal(cards(1, 6))).toEqual({ total: 17, soft: true });
    expect(handTotal(cards(1, 6, 10))).toEqual({ total: 17, soft: false });
    expect(handTotal(cards(1, 1, 9))).toEqual({ total: 21, soft: true });
    expect(handTotal(cards(13, 12, 2))).toEqual({ total: 22, soft: false });
  });

  it('has the dealer stand on every 17, soft ones included', () => {
    expect(dealerPlays(card(1), supply(6, 10))).toEqual(cards(1, 6));
    expect(dealerPlays(card(10), supply(6, 1))).toEqual(cards(10, 6, 1));
    expect(dealerPlays(card(5), supply(5, 2, 10))).toEqual(cards(5, 5, 2, 10));
  });

  it('plays a hand by hit, stand and double', () => {
    const next = (index: number) => cards(3, 9, 10)[index]!;
    const hand = openHand(cards(5, 6));
    expect(decide(hand, 'double', next)).toMatchObject({ total: 14, status: 'doubled' });
    const hit = decide(hand, 'hit', next);
    expect(hit).toMatchObject({ total: 14, status: 'playing' });
    expect(decide(hit, 'hit', next)).toMatchObject({ total: 23, status: 'bust' });
    expect(decide(hit, 'stand', next).status).toBe('stood');
    expect(openHand(cards(1, 13)).status).toBe('blackjack');
  });

  it('pays blackjack 3:2, a win 1:1 and a push back, and loses a bust even when the dealer busts', () => {
    const stood = (...ranks: number[]) => ({ ...openHand(cards(...ranks)), status: 'stood' as const });
    expect(value(blackjackReturn(openHand(cards(1, 12)), cards(10, 9)))).toBe(2.5);
    expect(value(blackjackReturn(openHand(cards(1, 12)), cards(1, 10)))).toBe(1);
    expect(value(blackjackReturn(stood(10, 9), cards(10, 8)))).toBe(2);
    expect(value(blackjackReturn(stood(10, 8), cards(10, 8)))).toBe(1);
    expect(value(blackjackReturn(stood(10, 7), cards(10, 6, 9)))).toBe(2);
    expect(value(blackjackReturn(stood(10, 10), cards(1, 10)))).toBe(0);
    const bust = decide(openHand(cards(10, 6)), 'hit', () => card(9));
    expect(value(blackjackReturn(bust, cards(10, 6, 10)))).toBe(0);
    expect(payMinor(5, blackjackReturn(openHand(cards(1, 12)), cards(10, 9)))).toBe(12);
  });

  it('busts the dealer about 28% of the time from a random up card (simulated)', () => {
    const stream = createStream('blackjack-dealer', 'cards');
    let busts = 0;
    const rounds = 100_000;
    for (let round = 0; round < rounds; round += 1) {
      if (handTotal(dealerPlays(drawCard(stream), () => drawCard(stream))).total > 21) busts += 1;
    }
    expect(busts / rounds).toBeCloseTo(0.284, 1);
  });
});

describe('roulette', () => {
  it('pays the in-house board and returns 36/37 on any bet (simulated)', () => {
    expect(value(rouletteReturn('straight', 17, 17))).toBe(36);
    expect(value(rouletteReturn('red', undefined, 0))).toBe(0);
    expect(value(rouletteReturn('dozen', 2, 13))).toBe(3);
    const stream = createStream('roulette-rtp', 'spins');
    const spins = 200_000;
    let red = 0;
    for (let spin = 0; spin < spins; spin += 1)
      red += value(rouletteReturn('red', undefined, spinPocket(stream)));
    expect(red / spins).toBeCloseTo(36 / 37, 2);
  });
});

describe('money wheel', () => {
  it('has 52 segments in the standard counts, spread round the wheel', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(52);
    for (const [number, count] of Object.entries(WHEEL_COUNTS)) {
      expect(WHEEL_SEGMENTS.filter((segment) => segment === Number(number))).toHaveLength(count);
    }
    // Never two of the rare numbers side by side.
    WHEEL_SEGMENTS.forEach((segment, index) => {
      const next = WHEEL_SEGMENTS[(index + 1) % 52]!;
      if (segment >= 5) expect(next).not.toBe(segment);
    });
  });

  it('returns count * (n + 1) / 52 per number (exact, and simulated)', () => {
    const stream = createStream('wheel-rtp', 'spins');
    const spins = 300_000;
    const returned = new Map<number, number>();
    for (let spin = 0; spin < spins; spin += 1) {
      const landed = WHEEL_SEGMENTS[spinSegment(stream)]!;
      for (const number of [1, 2, 5, 10, 20, 40] as const) {
        returned.set(number, (returned.get(number) ?? 0) + value(wheelReturn(number, landed)));
      }
    }
    const exact = { 1: 0.8846, 2: 0.8654, 5: 0.8077, 10: 0.8462, 20: 0.8077, 40: 0.7885 };
    for (const [number, rtp] of Object.entries(exact)) {
      const count = WHEEL_COUNTS[Number(number) as keyof typeof WHEEL_COUNTS];
      expect((count * (Number(number) + 1)) / 52).toBeCloseTo(rtp, 4);
      expect(returned.get(Number(number))! / spins).toBeCloseTo(rtp, 1);
    }
  });
});
