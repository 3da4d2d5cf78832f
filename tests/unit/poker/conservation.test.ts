import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botDecision } from '../../../src/sim/domains/provider/poker/bot/strategy';
import { shuffledDeck } from '../../../src/sim/domains/provider/poker/engine/cards';
import {
  applyDecision,
  chipsAccountedFor,
  dealHand,
  legalActions,
} from '../../../src/sim/domains/provider/poker/engine/hand';
import type { Decision, HandState, LegalActions } from '../../../src/sim/domains/provider/poker/engine/types';

/** A uniform random stream from fast-check's seed, so a failure shrinks and replays. */
function streamOf(seed: number) {
  let value = seed >>> 0 || 1;
  return () => {
    value ^= value << 13;
    value ^= value >>> 17;
    value ^= value << 5;
    return (value >>> 0) / 2 ** 32;
  };
}

/** Any legal decision, picked at random (a player who does not think). */
function anyLegal(legal: LegalActions, random: () => number): Decision {
  const options: Decision[] = [{ action: 'fold' }, { action: legal.canCheck ? 'check' : 'call' }];
  if (legal.raise) {
    const { minTo, maxTo, kind } = legal.raise;
    options.push({ action: kind, to: minTo }, { action: kind, to: maxTo });
    options.push({ action: kind, to: minTo + Math.floor(random() * (maxTo - minTo + 1)) });
  }
  return options[Math.floor(random() * options.length)]!;
}

const handArbitrary = fc.record({
  stacks: fc.array(fc.integer({ min: 1, max: 3_000 }), { minLength: 2, maxLength: 6 }),
  button: fc.integer({ min: 0, max: 5 }),
  seed: fc.integer(),
  bots: fc.boolean(),
});

function playOut(state: HandState, random: () => number, bots: boolean): number {
  let steps = 0;
  while (!state.result) {
    const legal = legalActions(state)!;
    const decision = bots ? botDecision(state, random) : anyLegal(legal, random);
    applyDecision(state, legal.seat, decision);
    steps += 1;
    if (steps > 200) throw new Error('The hand does not end');
  }
  return steps;
}

describe('chips in a hand', () => {
  it('are conserved: what the players sat with = stacks + pots + rake, at every step and at the end', () => {
    fc.assert(
      fc.property(handArbitrary, ({ stacks, button, seed, bots }) => {
        const random = streamOf(seed);
        const state = dealHand({
          id: 'h',
          players: stacks.map((stack, seat) => ({ seat, id: `p${seat}`, stack })),
          button,
          blinds: { small: 5, big: 10 },
          rake: { bps: 500, capBigBlinds: 3 },
          deck: shuffledDeck((n) => Math.floor(random() * n)),
        });
        const total = stacks.reduce((sum, stack) => sum + stack, 0);
        while (!state.result) {
          expect(chipsAccountedFor(state)).toBe(total);
          const legal = legalActions(state)!;
          applyDecision(state, legal.seat, bots ? botDecision(state, random) : anyLegal(legal, random));
        }
        const result = state.result;
        const stacksAfter = state.players.reduce((sum, player) => sum + player.stack, 0);
        expect(stacksAfter + result.rake).toBe(total);
        const paid = Object.values(result.payouts).reduce((sum, chips) => sum + chips, 0);
        const potted = result.pots.reduce((sum, pot) => sum + pot.amount, 0);
        expect(paid + result.rake).toBe(potted);
        expect(result.rake).toBeLessThanOrEqual(30);
        if (state.board.length < 3) expect(result.rake).toBe(0);
        for (const player of state.players) expect(player.stack).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });

  it('bots only ever make legal decisions and their hands end', () => {
    fc.assert(
      fc.property(handArbitrary, ({ stacks, button, seed }) => {
        const random = streamOf(seed);
        const state = dealHand({
          id: 'h',
          players: stacks.map((stack, seat) => ({ seat, id: `p${seat}`, stack: stack + 100 })),
          button,
          blinds: { small: 5, big: 10 },
          rake: { bps: 500, capBigBlinds: 3 },
          deck: shuffledDeck((n) => Math.floor(random() * n)),
        });
        // applyDecision throws IllegalAction on anything the rules refuse.
        expect(playOut(state, random, true)).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
