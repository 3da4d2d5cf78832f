import { describe, expect, it } from 'vitest';
import { handEquity } from '../../../src/sim/domains/provider/poker/bot/postflop';
import { chenScore } from '../../../src/sim/domains/provider/poker/bot/preflop';
import { botDecision } from '../../../src/sim/domains/provider/poker/bot/strategy';
import { FULL_DECK } from '../../../src/sim/domains/provider/poker/engine/cards';
import { applyDecision, dealHand } from '../../../src/sim/domains/provider/poker/engine/hand';

describe("the crowd's poker", () => {
  it('scores starting hands by the Chen formula', () => {
    expect(chenScore(['As', 'Ah'])).toBe(20);
    expect(chenScore(['As', 'Ks'])).toBe(12);
    expect(chenScore(['2s', '2h'])).toBe(5);
    expect(chenScore(['7d', '2c'])).toBe(-1);
    expect(chenScore(['Ts', '9s'])).toBe(8);
  });

  it('rates made hands above draws and draws above nothing', () => {
    const board = ['Kh', '7h', '2c'];
    const set = handEquity(['7s', '7d'], board);
    const topPair = handEquity(['Ks', 'Qd'], board);
    const flushDraw = handEquity(['Ah', '4h'], board);
    const nothing = handEquity(['9s', '4d'], board);
    expect(set).toBeGreaterThan(topPair);
    expect(topPair).toBeGreaterThan(flushDraw);
    expect(flushDraw).toBeGreaterThan(nothing);
    // A pair on the board alone is nobody's.
    expect(handEquity(['9s', '4d'], ['Kh', 'Kd', '2c'])).toBe(nothing);
  });

  it('opens aces from early position and folds seven-deuce to a raise', () => {
    const deal = (holes: string[][]) => {
      const dealt = [0, 1].flatMap((round) => holes.map((hole) => hole[round]!));
      return dealHand({
        id: 'h',
        players: holes.map((_, seat) => ({ seat, id: `p${seat}`, stack: 1000 })),
        button: 5,
        blinds: { small: 5, big: 10 },
        rake: { bps: 500, capBigBlinds: 3 },
        deck: [...dealt, ...FULL_DECK.filter((card) => !dealt.includes(card))],
      });
    };
    // Seats 0 and 1 post the blinds; seat 2 acts first.
    const holes = [
      ['2c', '3d'],
      ['4c', '5d'],
      ['As', 'Ah'],
      ['7d', '2s'],
      ['9c', '9d'],
      ['Jc', 'Td'],
    ];
    const state = deal(holes);
    const never = () => 0.99;
    const open = botDecision(state, never);
    expect(open).toEqual({ action: 'raise', to: 30 });
    applyDecision(state, 2, open);
    expect(state.toAct).toBe(3);
    expect(botDecision(state, never)).toEqual({ action: 'fold' });
  });
});
