import { describe, expect, it } from 'vitest';
import baccaratFixture from '@fixtures/games/baccarat.json';
import { cardLabel } from '@contract/index';
import { runAudit } from '../../../src/sim/games/audit';
import {
  BACCARAT_RETURNS,
  baccarat,
  baccaratProbabilities,
  baccaratRtp,
  baccaratValue,
  bankerDraws,
  dealBaccarat,
} from '../../../src/sim/games/baccarat';
import { ruleError } from './rule-error';

const { engine, policy } = baccarat;

/** A card index of baccarat value v (0 → a ten, 1 → an ace, 2..9 → that rank), in diamonds. */
const card = (value: number) => (value === 0 ? 8 : value === 1 ? 12 : value - 2);
/** Six cards by value: player, banker, player, banker, player third, banker third. */
const cards = (...values: number[]) => values.map(card);

const bet = (data: { player?: number; banker?: number; tie?: number }, dealt: number[]) => {
  const full = { player: 0, banker: 0, tie: 0, ...data };
  return engine.play({ wager: full.player + full.banker + full.tie, data: full, outcome: { cards: dealt } });
};

describe('card values', () => {
  it('count aces 1, 2..9 at face value and tens and faces 0', () => {
    expect(cardLabel(12)).toBe('A♦');
    expect(baccaratValue(12)).toBe(1);
    expect(baccaratValue(0)).toBe(2); // 2♦
    expect(baccaratValue(7)).toBe(9); // 9♦
    for (const ten of [8, 9, 10, 11, 21, 34, 50]) expect(baccaratValue(ten), cardLabel(ten)).toBe(0);
    expect(baccaratValue(51)).toBe(1); // A♣
    expect(baccaratValue(13 + 5)).toBe(7); // 7♥
  });
});

describe('third-card rules', () => {
  it('both stand on a natural (player 8)', () => {
    const deal = dealBaccarat(cards(4, 3, 4, 0, 9, 9));
    expect(deal).toMatchObject({ playerTotal: 8, bankerTotal: 3, natural: true, winner: 'player' });
    expect(deal.dealt).toHaveLength(4);
  });

  it('both stand on a natural (banker 9 against player 0)', () => {
    const deal = dealBaccarat(cards(0, 9, 0, 0, 5, 5));
    expect(deal).toMatchObject({ playerTotal: 0, bankerTotal: 9, natural: true, winner: 'banker' });
    expect(deal.player).toHaveLength(2);
  });

  it('a natural 8 against a natural 8 is a tie', () => {
    expect(dealBaccarat(cards(8, 5, 0, 3, 1, 1)).winner).toBe('tie');
  });

  it('player stands on 6 and 7; banker then draws on 0-5 with the sixth card', () => {
    const deal = dealBaccarat(cards(6, 2, 0, 3, 9, 3));
    expect(deal.player).toEqual(cards(6, 0));
    // Banker 5 draws: its third card is cards[5] (3), not cards[4].
    expect(deal.banker).toEqual(cards(2, 3, 3));
    expect(deal.dealt.map((c) => c.side)).toEqual(['player', 'banker', 'player', 'banker', 'banker']);
    expect(deal).toMatchObject({ playerTotal: 6, bankerTotal: 8, winner: 'banker' });
  });

  it('player stood on 7, banker stands on 6', () => {
    const deal = dealBaccarat(cards(3, 6, 4, 0, 9, 9));
    expect(deal.dealt).toHaveLength(4);
    expect(deal.winner).toBe('player');
  });

  it('player draws on 0-5 with the fifth card', () => {
    const deal = dealBaccarat(cards(2, 7, 3, 0, 4, 9));
    expect(deal.player).toEqual(cards(2, 3, 4));
    expect(deal.banker).toEqual(cards(7, 0));
    expect(deal).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'player' });
  });

  it('banker 3 draws unless the player’s third card is an 8', () => {
    expect(dealBaccarat(cards(1, 3, 1, 0, 8, 5)).banker).toHaveLength(2);
    expect(dealBaccarat(cards(1, 3, 1, 0, 9, 5)).banker).toHaveLength(3);
  });

  it('banker 4, 5, 6 draw on the player’s third card 2-7, 4-7, 6-7', () => {
    expect(dealBaccarat(cards(1, 4, 1, 0, 1, 5)).banker).toHaveLength(2);
    expect(dealBaccarat(cards(1, 4, 1, 0, 2, 5)).banker).toHaveLength(3);
    expect(dealBaccarat(cards(1, 5, 1, 0, 3, 5)).banker).toHaveLength(2);
    expect(dealBaccarat(cards(1, 5, 1, 0, 4, 5)).banker).toHaveLength(3);
    expect(dealBaccarat(cards(1, 6, 1, 0, 5, 5)).banker).toHaveLength(2);
    expect(dealBaccarat(cards(1, 6, 1, 0, 6, 5)).banker).toHaveLength(3);
    expect(dealBaccarat(cards(1, 6, 1, 0, 8, 5)).banker).toHaveLength(2);
  });

  it('follow the standard drawing chart', () => {
    // Rows banker total 0..7, columns the player's third card 0..9 (D draws, S stands); '-' row: player stood.
    const chart: Record<string, string> = {
      '0': 'DDDDDDDDDD',
      '1': 'DDDDDDDDDD',
      '2': 'DDDDDDDDDD',
      '3': 'DDDDDDDDSD',
      '4': 'SSDDDDDDSS',
      '5': 'SSSSDDDDSS',
      '6': 'SSSSSSDDSS',
      '7': 'SSSSSSSSSS',
    };
    for (const [total, row] of Object.entries(chart)) {
      for (let third = 0; third <= 9; third += 1) {
        expect(bankerDraws(Number(total), third), `banker ${total}, third ${third}`).toBe(row[third] === 'D');
      }
    }
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
  });
});

describe('baccarat payouts', () => {
  const playerWins = cards(4, 3, 4, 0, 9, 9); // natural 8 vs 3
  const bankerWins = cards(0, 9, 0, 0, 5, 5); // 0 vs natural 9
  const tie = cards(8, 5, 0, 3, 1, 1); // 8 vs 8

  it('player pays 1:1', () => {
    const step = bet({ player: 1_000 }, playerWins);
    expect(step).toMatchObject({ type: 'finish', stake: 1_000, payout: 2_000 });
    expect(bet({ player: 1_000 }, bankerWins)).toMatchObject({ type: 'lose', payout: 0 });
  });

  it('banker pays 0.95:1, floored to the minor unit', () => {
    expect(bet({ banker: 1_000 }, bankerWins).payout).toBe(1_950);
    expect(bet({ banker: 7 }, bankerWins).payout).toBe(13); // 13.65
    expect(bet({ banker: 1_000 }, playerWins).payout).toBe(0);
  });

  it('tie pays 8:1 and pushes player and banker bets', () => {
    const step = bet({ player: 100, banker: 200, tie: 10 }, tie);
    expect(step.payout).toBe(100 + 200 + 90);
    expect(step.view.returns).toEqual({ player: 1, banker: 1, tie: 9 });
    expect(step.view.winner).toBe('tie');
    expect(bet({ tie: 10 }, playerWins).payout).toBe(0);
  });

  it('mixed bets on a banker win', () => {
    const step = bet({ player: 100, banker: 200, tie: 10 }, bankerWins);
    expect(step.payout).toBe(390);
    expect(step.view.returns).toEqual({ player: 0, banker: 1.95, tie: 0 });
    expect(step.view.multiplier).toBeCloseTo(390 / 310, 8);
  });

  it('shows each side’s cards, totals and the deal order', () => {
    const step = bet({ player: 5 }, cards(6, 2, 0, 3, 9, 3));
    expect(step.view).toMatchObject({
      player: cards(6, 0),
      banker: cards(2, 3, 3),
      playerTotal: 6,
      bankerTotal: 8,
      winner: 'banker',
      natural: false,
    });
    expect(step.view.dealt[4]).toEqual({ card: card(3), side: 'banker' });
  });

  it('shows the whole deal, then returns and multiplier, and nothing else, in that order', () => {
    for (const dealt of [cards(6, 2, 0, 3, 9, 3), cards(9, 1, 0, 0, 5, 5), cards(3, 3, 2, 2, 7, 1)]) {
      const step = bet({ player: 40, banker: 50, tie: 10 }, dealt);
      const { returns, multiplier } = step.view;
      expect(JSON.stringify(step.view)).toBe(JSON.stringify({ ...dealBaccarat(dealt), returns, multiplier }));
    }
  });

  it('converts decimal chips to minor units with the domain’s conversion', () => {
    const data = engine.parseData({ player: 0.5, banker: 0, tie: 0.01 });
    expect(engine.minorData!(data, (amount) => Math.round(amount * 100))).toEqual({
      player: 50,
      banker: 0,
      tie: 1,
    });
    expect(engine.parseData({ banker: 2 })).toEqual({ player: 0, banker: 2, tie: 0 });
  });

  it.each([
    ['no chips', { player: 0, banker: 0, tie: 0 }],
    ['a negative chip', { player: -1, banker: 2, tie: 0 }],
    ['a string chip', { player: '1', banker: 0, tie: 0 }],
    ['an infinite chip', { player: Number.POSITIVE_INFINITY }],
    ['no data', null],
  ])('refuses %s with -4', (_, data) => {
    expect(ruleError(() => engine.parseData(data)).code).toBe(-4);
  });

  it('refuses chips that do not sum to the wager, or are not whole minor units', () => {
    const data = { player: 100, banker: 0, tie: 0 };
    expect(ruleError(() => engine.play({ wager: 99, data, outcome: { cards: tie } })).code).toBe(-4);
    expect(
      ruleError(() =>
        engine.play({ wager: 1, data: { player: 0.5, banker: 0.5, tie: 0 }, outcome: { cards: tie } }),
      ).code,
    ).toBe(-4);
  });
});

describe('baccarat RTP', () => {
  it('enumerates all 13^6 rank sequences exactly', () => {
    const p = baccaratProbabilities();
    expect(p.counts.player + p.counts.banker + p.counts.tie).toBe(13 ** 6);
    // Infinite-deck figures, close to the 8-deck ones (45.86% / 44.62% / 9.52%).
    expect(p.banker).toBeCloseTo(0.4584, 3);
    expect(p.player).toBeCloseTo(0.4461, 3);
    expect(p.tie).toBeCloseTo(0.0954, 3);
  });

  it('is about 98.94% on banker, 98.77% on player and 85.9% on tie', () => {
    const p = baccaratProbabilities();
    expect(baccaratRtp('banker')).toBeCloseTo(p.banker * 1.95 + p.tie, 12);
    expect(baccaratRtp('player')).toBeCloseTo(p.player * 2 + p.tie, 12);
    expect(baccaratRtp('tie')).toBeCloseTo(p.tie * 9, 12);
    expect(baccaratRtp('banker')).toBeCloseTo(0.9894, 4);
    expect(baccaratRtp('player')).toBeCloseTo(0.9877, 4);
    expect(baccaratRtp('tie')).toBeCloseTo(0.8588, 4);
    expect(BACCARAT_RETURNS).toEqual({ player: 2, banker: 1.95, tie: 9 });
    expect(baccaratFixture.rtp).toEqual({
      player: Math.round(baccaratRtp('player') * 1e8) / 1e8,
      banker: Math.round(baccaratRtp('banker') * 1e8) / 1e8,
      tie: Math.round(baccaratRtp('tie') * 1e8) / 1e8,
    });
    expect(baccaratFixture.probabilities.counts).toEqual(baccaratProbabilities().counts);
  });

  it.each([
    { bet: 'banker', rounds: 50_000 },
    { bet: 'player', rounds: 50_000 },
    { bet: 'tie', rounds: 50_000 },
  ])('--bet $bet: the theoretical RTP is inside the 99% interval', ({ bet: side, rounds }) => {
    const report = runAudit('baccarat', baccarat, {
      rounds,
      seed: 'vitest-baccarat',
      options: { bet: side },
    });
    expect(report.theoreticalRtp).toBe(baccaratRtp(side as 'banker'));
    expect(report.ci99[0]).toBeLessThanOrEqual(report.theoreticalRtp);
    expect(report.ci99[1]).toBeGreaterThanOrEqual(report.theoreticalRtp);
    expect(report.ci99[1] - report.ci99[0]).toBeLessThan(side === 'tie' ? 0.08 : 0.025);
  });

  it('the policy stakes the whole wager on one side', () => {
    expect(policy.data({ bet: 'tie' })).toEqual({ player: 0, banker: 0, tie: 1 });
    expect(policy.data({})).toEqual({ player: 0, banker: 1, tie: 0 });
    expect(ruleError(() => policy.theoreticalRtp({ bet: 'dragon' })).code).toBe(-4);
  });
});
