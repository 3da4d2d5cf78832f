import { describe, expect, it } from 'vitest';
import { FULL_DECK, type Card } from '../../../src/sim/domains/provider/poker/engine/cards';
import {
  IllegalAction,
  applyDecision,
  chipsAccountedFor,
  dealHand,
  legalActions,
  playerAt,
} from '../../../src/sim/domains/provider/poker/engine/hand';
import type { HandState } from '../../../src/sim/domains/provider/poker/engine/types';

const RAKE = { bps: 500, capBigBlinds: 3 };
const BLINDS = { small: 5, big: 10 };

/**
 * A deck that deals the given hole cards (seat order from the left of the button, first card round then second)
 * and then the burn/board cards; the rest of the deck follows in its usual order.
 */
function stackedDeck(holes: Card[][], board: Card[]): Card[] {
  const dealt: Card[] = [];
  for (let round = 0; round < 2; round += 1) for (const hole of holes) dealt.push(hole[round]!);
  const [f1, f2, f3, turn, river] = board;
  const rest = FULL_DECK.filter((card) => !dealt.includes(card) && !board.includes(card));
  const burn = () => rest.shift()!;
  return [...dealt, burn(), f1!, f2!, f3!, burn(), turn!, burn(), river!, ...rest];
}

function deal(stacks: number[], holes: Card[][], board: Card[], button = 0): HandState {
  return dealHand({
    id: 'h1',
    players: stacks.map((stack, seat) => ({ seat, id: `p${seat}`, stack })),
    button,
    blinds: BLINDS,
    rake: RAKE,
    deck: stackedDeck(holes, board),
  });
}

const checkOrCall = (state: HandState) => {
  const legal = legalActions(state)!;
  applyDecision(state, legal.seat, { action: legal.canCheck ? 'check' : 'call' });
};

describe("a hold'em hand", () => {
  it('posts the blinds left of the button and asks the next player to act', () => {
    // Seats 0 (button), 1, 2: holes are dealt from seat 1.
    const state = deal(
      [1000, 1000, 1000],
      [
        ['2c', '7d'],
        ['3c', '8d'],
        ['4c', '9d'],
      ],
      ['Ah', 'Kh', 'Qs', 'Jd', '5s'],
    );
    expect(playerAt(state, 1)!.street).toBe(5);
    expect(playerAt(state, 2)!.street).toBe(10);
    expect(state.toAct).toBe(0);
    expect(playerAt(state, 1)!.hole).toEqual(['2c', '7d']);
    expect(playerAt(state, 0)!.hole).toEqual(['4c', '9d']);
    expect(legalActions(state)).toEqual({
      seat: 0,
      canCheck: false,
      callAmount: 10,
      raise: { kind: 'raise', minTo: 20, maxTo: 1000 },
    });
  });

  it('heads-up: the button posts the small blind and acts first before the flop, last after it', () => {
    const state = deal(
      [1000, 1000],
      [
        ['2c', '7d'],
        ['3c', '8d'],
      ],
      ['Ah', 'Kh', 'Qs', 'Jd', '5s'],
      1,
    );
    expect(playerAt(state, 1)!.street).toBe(5);
    expect(state.toAct).toBe(1);
    applyDecision(state, 1, { action: 'call' });
    expect(state.toAct).toBe(0); // the big blind's option
    applyDecision(state, 0, { action: 'check' });
    expect(state.street).toBe('flop');
    expect(state.toAct).toBe(0);
  });

  it('refuses what the rules do not allow and changes nothing', () => {
    const state = deal(
      [1000, 1000, 1000],
      [
        ['2c', '7d'],
        ['3c', '8d'],
        ['4c', '9d'],
      ],
      ['Ah', 'Kh', 'Qs', 'Jd', '5s'],
    );
    const before = JSON.stringify(state);
    expect(() => applyDecision(state, 1, { action: 'fold' })).toThrow(IllegalAction);
    expect(() => applyDecision(state, 0, { action: 'check' })).toThrow(IllegalAction);
    expect(() => applyDecision(state, 0, { action: 'raise', to: 15 })).toThrow(IllegalAction);
    expect(() => applyDecision(state, 0, { action: 'raise', to: 1001 })).toThrow(IllegalAction);
    expect(() => applyDecision(state, 0, { action: 'bet', to: 30 })).toThrow(IllegalAction);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('everyone folds to a raise: the raiser takes the blinds back with no rake (no flop, no drop)', () => {
    const state = deal(
      [1000, 1000, 1000],
      [
        ['2c', '7d'],
        ['3c', '8d'],
        ['4c', '9d'],
      ],
      ['Ah', 'Kh', 'Qs', 'Jd', '5s'],
    );
    applyDecision(state, 0, { action: 'raise', to: 30 });
    applyDecision(state, 1, { action: 'fold' });
    applyDecision(state, 2, { action: 'fold' });
    expect(state.result!.rake).toBe(0);
    expect(state.result!.returned).toEqual({ seat: 0, amount: 20 });
    expect(state.result!.showdown).toBe(false);
    expect(playerAt(state, 0)!.stack).toBe(1015);
    expect(chipsAccountedFor(state)).toBe(3000);
  });

  it('decides a showdown with the evaluator and takes 5% rake, capped at 3 big blinds', () => {
    // Seat 1 makes a flush, seat 2 two pair, the button a straight.
    const state = deal(
      [1000, 1000, 1000],
      [
        ['Th', '2h'],
        ['As', 'Kd'],
        ['9c', '8c'],
      ],
      ['Ah', 'Kh', '7h', '6d', '5s'],
    );
    for (let step = 0; step < 20 && !state.result; step += 1) checkOrCall(state);
    const result = state.result!;
    expect(result.showdown).toBe(true);
    expect(result.pots).toHaveLength(1);
    expect(result.pots[0]!.winners).toEqual([1]);
    expect(result.pots[0]!.hand).toMatch(/^Flush/);
    expect(result.rake).toBe(1); // 5% of 30
    expect(playerAt(state, 1)!.stack).toBe(1000 - 10 + 29);
    expect(result.shown.map((entry) => entry.seat)).toEqual([0, 1, 2]);
    expect(chipsAccountedFor(state)).toBe(3000);
  });

  it('caps the rake at 3 big blinds', () => {
    const state = deal(
      [1000, 1000],
      [
        ['As', 'Ad'],
        ['Ks', 'Kd'],
      ],
      ['2h', '7c', '9d', 'Jh', '3s'],
      0,
    );
    applyDecision(state, 0, { action: 'call' });
    applyDecision(state, 1, { action: 'check' });
    applyDecision(state, 1, { action: 'bet', to: 500 });
    applyDecision(state, 0, { action: 'call' });
    for (let step = 0; step < 6 && !state.result; step += 1) checkOrCall(state);
    expect(state.result!.rake).toBe(30);
    // Seat 1 (left of the button) was dealt the aces.
    expect(playerAt(state, 1)!.stack).toBe(1000 + 510 - 30);
    expect(playerAt(state, 0)!.stack).toBe(490);
  });

  it('splits a tied pot, the odd chip to the first winner left of the button', () => {
    // Both play the board's straight.
    const state = deal(
      [1000, 1000, 1000],
      [
        ['2c', '3d'],
        ['2d', '3c'],
        ['4c', '4d'],
      ],
      ['Ts', 'Jh', 'Qd', 'Kc', 'Ah'],
      0,
    );
    applyDecision(state, 0, { action: 'call' });
    applyDecision(state, 1, { action: 'call' });
    applyDecision(state, 2, { action: 'check' });
    // Flop: the small blind bets 11, the big blind calls, the button folds: 52 in the pot, 2 rake, 25 each.
    applyDecision(state, 1, { action: 'bet', to: 11 });
    applyDecision(state, 2, { action: 'call' });
    applyDecision(state, 0, { action: 'fold' });
    for (let step = 0; step < 6 && !state.result; step += 1) checkOrCall(state);
    const pot = state.result!.pots[0]!;
    expect(pot.amount).toBe(52);
    expect(pot.rake).toBe(2);
    expect(pot.winners).toEqual([1, 2]);
    expect(state.result!.payouts).toEqual({ 1: 25, 2: 25 });
    expect(chipsAccountedFor(state)).toBe(3000);
  });

  it('builds side pots from all-ins and a short stack wins only the main pot', () => {
    // Seat 1 (short, 100) holds aces and wins the main pot; seat 2's kings beat seat 0 for the side pot.
    const state = deal(
      [1000, 100, 600],
      [
        ['As', 'Ad'],
        ['Ks', 'Kd'],
        ['2s', '7d'],
      ],
      ['7h', '8c', '4d', '3h', 'Qs'],
      0,
    );
    applyDecision(state, 0, { action: 'raise', to: 600 });
    applyDecision(state, 1, { action: 'call' }); // all-in for 100
    applyDecision(state, 2, { action: 'call' }); // all-in for 600
    const result = state.result!;
    expect(state.board).toHaveLength(5);
    expect(result.pots.map((pot) => [pot.amount, pot.eligible])).toEqual([
      [300, [0, 1, 2]],
      [1000, [0, 2]],
    ]);
    expect(result.pots[0]!.winners).toEqual([1]);
    expect(result.pots[1]!.winners).toEqual([2]);
    // Rake (capped at 30) comes out of the main pot first.
    expect(result.rake).toBe(30);
    expect(result.returned).toBeNull();
    expect(result.payouts).toEqual({ 1: 270, 2: 1000 });
    expect(playerAt(state, 0)!.stack).toBe(400);
    expect(chipsAccountedFor(state)).toBe(1700);
  });
});
