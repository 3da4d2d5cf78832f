import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FLOAT_COUNT, generateFloats, outcomeFromFloats } from '@contract/index';
import blackjackFixture from '@fixtures/games/blackjack.json';
import { type RoundStep } from '../../../src/sim/games/engine';
import {
  BLACKJACK_OUTCOMES,
  OUTCOME_RETURN,
  addValue,
  blackjack,
  blackjackStrategy,
  blackjackTheory,
  cardValue,
  dealerDistribution,
  handTotal,
  type BlackjackAction,
  type BlackjackState,
  type BlackjackView,
} from '../../../src/sim/games/blackjack';
import { RANK, deckOf, rankOf, type Rank } from './cards';
import { ruleError } from './rule-error';

const { engine, policy } = blackjack;
const WAGER = 1_000;
type Step = RoundStep<BlackjackState, BlackjackView>;

/** Cards in deal order (player, dealer up, player, dealer hole, then every draw), suits cycling; padded with 2s. */
const deck = (...ranks: Rank[]) => deckOf(ranks, '2', 1);
const ranks = (cards: number[]) => cards.map(rankOf);

const deal = (cards: number[], wager = WAGER) => engine.play({ wager, data: {}, outcome: { cards } });
const act = (step: Step, action: BlackjackAction, extra = Infinity) =>
  engine.turn!(step.state, { action }, extra);

const outcomes = (step: Step) => step.view.hands.map((hand) => hand.outcome);

describe('blackjack naturals and the peek', () => {
  it('pays a player blackjack 3:2 at once when the dealer cannot have one', () => {
    const step = deal(deck('A', '9', 'K', '7'), 101);
    expect(step.type).toBe('finish');
    expect(outcomes(step)).toEqual([BLACKJACK_OUTCOMES.blackjack]);
    expect(step.payout).toBe(252);
    expect(step.stake).toBe(101);
    expect(step.view.dealer).toMatchObject({ hidden: false, blackjack: false, total: 16 });
    expect(ranks(step.view.dealer.cards)).toEqual(['9', '7']);
    expect(step.view.actions).toEqual([]);
  });

  it('pays a player blackjack after the dealer peeks under a ten and finds none', () => {
    const step = deal(deck('K', 'Q', 'A', '9'));
    expect(outcomes(step)).toEqual([3]);
    expect(step.payout).toBe(2_500);
  });

  it('pushes blackjack against blackjack', () => {
    const step = deal(deck('A', 'K', 'Q', 'A'));
    expect(step.type).toBe('finish');
    expect(outcomes(step)).toEqual([BLACKJACK_OUTCOMES.draw]);
    expect(step.payout).toBe(WAGER);
    expect(step.view.dealer.blackjack).toBe(true);
  });

  it('loses only the wager to a dealer blackjack found by the peek', () => {
    const step = deal(deck('K', '10', 'Q', 'A'));
    expect(step.type).toBe('lose');
    expect(outcomes(step)).toEqual([BLACKJACK_OUTCOMES.dealerBlackjack]);
    expect(step.payout).toBe(0);
    expect(step.view.actions).toEqual([]);
    expect(ruleError(() => act(step, 'hit')).code).toBe(-6);
  });
});

describe('blackjack insurance', () => {
  it('is offered first on a dealer ace, with the hole card hidden', () => {
    const step = deal(deck('9', 'A', '9', 'K'));
    expect(step.type).toBe('continue');
    expect(step.payout).toBe(0);
    expect(step.view.phase).toBe('insurance');
    expect(step.view.insurance).toBe('offered');
    expect(step.view.actions).toEqual(['insurance', 'noInsurance']);
    expect(step.view.dealer).toEqual({
      cards: [step.state.cards[1]],
      total: 11,
      soft: true,
      hidden: true,
      blackjack: null,
    });
    for (const action of ['hit', 'stand', 'double', 'split'] as const) {
      expect(ruleError(() => act(step, action)).code).toBe(-6);
    }
  });

  it('pays 2:1 when the dealer has blackjack', () => {
    const step = act(deal(deck('9', 'A', '9', 'K')), 'insurance');
    expect(step.stake).toBe(1_500);
    expect(outcomes(step)).toEqual([6]);
    expect(step.payout).toBe(1_500);
    expect(step.type).toBe('finish');
    expect(step.view.insurancePaid).toBe(true);
  });

  it('is lost when the dealer has no blackjack, and the hand plays on', () => {
    let step = act(deal(deck('9', 'A', '9', '7')), 'insurance');
    expect(step.type).toBe('continue');
    expect(step.stake).toBe(1_500);
    expect(step.view.phase).toBe('player');
    expect(step.view.dealer.hidden).toBe(true);
    step = act(step, 'stand'); // 18 against a soft 18: the dealer stands on it
    expect(outcomes(step)).toEqual([BLACKJACK_OUTCOMES.draw]);
    expect(step.payout).toBe(1_000);
    expect(step.type).toBe('lose');
    expect(step.view.insurancePaid).toBe(false);
  });

  it('declined with a blackjack against a dealer blackjack: a push', () => {
    const step = act(deal(deck('A', 'A', 'K', 'K')), 'noInsurance');
    expect(step.view.insurance).toBe('declined');
    expect(outcomes(step)).toEqual([0]);
    expect(step.payout).toBe(WAGER);
    expect(step.stake).toBe(WAGER);
  });

  it('costs half the wager, which the balance must cover (-4), and exists only on an ace (-6)', () => {
    const offered = deal(deck('9', 'A', '9', '7'));
    expect(ruleError(() => act(offered, 'insurance', 499)).code).toBe(-4);
    expect(act(offered, 'insurance', 500).stake).toBe(1_500);
    expect(ruleError(() => act(deal(deck('9', 'A', '9', '7'), 1), 'insurance')).code).toBe(-4);
    const noAce = deal(deck('9', 'K', '9', '7'));
    expect(ruleError(() => act(noAce, 'insurance')).code).toBe(-6);
    expect(ruleError(() => act(noAce, 'noInsurance')).code).toBe(-6);
  });
});

describe('blackjack play', () => {
  it('dealer stands on soft 17', () => {
    const step = act(deal(deck('10', '6', '8', 'A', '5')), 'stand');
    expect(ranks(step.view.dealer.cards)).toEqual(['6', 'A']);
    expect(step.view.dealer).toMatchObject({ total: 17, soft: true });
    expect(outcomes(step)).toEqual([BLACKJACK_OUTCOMES.won]);
    expect(step.payout).toBe(2_000);
  });

  it('dealer draws to 16 and stops at 17 or more', () => {
    const beaten = act(deal(deck('10', '10', 'Q', '6', '5')), 'stand');
    expect(ranks(beaten.view.dealer.cards)).toEqual(['10', '6', '5']);
    expect(outcomes(beaten)).toEqual([BLACKJACK_OUTCOMES.lose]);
    expect(beaten.type).toBe('lose');
    const several = act(deal(deck('10', '2', '9', '3', '2', 'A', '4')), 'stand');
    expect(ranks(several.view.dealer.cards)).toEqual(['2', '3', '2', 'A']);
    expect(several.view.dealer.total).toBe(18);
    expect(outcomes(several)).toEqual([2]);
  });

  it('pays a dealer bust', () => {
    const step = act(deal(deck('10', '10', '8', '6', 'K')), 'stand');
    expect(outcomes(step)).toEqual([BLACKJACK_OUTCOMES.dealerBust]);
    expect(step.payout).toBe(2_000);
    expect(step.type).toBe('finish');
  });

  it('loses a bust hand, and the dealer does not draw against bust hands only', () => {
    let step = deal(deck('10', '9', '6', '5', 'K', 'A'));
    expect(step.view.actions).toEqual(['hit', 'stand', 'double']);
    step = act(step, 'hit');
    expect(outcomes(step)).toEqual([BLACKJACK_OUTCOMES.bust]);
    expect(step.view.hands[0]!.total).toBe(26);
    expect(step.payout).toBe(0);
    expect(ranks(step.view.dealer.cards)).toEqual(['9', '5']);
  });

  it('stands by itself on 21', () => {
    const step = act(deal(deck('5', '10', '6', '7', '10')), 'hit');
    expect(step.view.phase).toBe('settled');
    expect(step.view.hands[0]).toMatchObject({ total: 21, done: true, outcome: 2 });
    expect(step.payout).toBe(2_000);
  });

  it('doubles: one more wager, exactly one card', () => {
    const step = act(deal(deck('5', '10', '6', '7', '10', '2')), 'double');
    expect(step.stake).toBe(2_000);
    expect(step.view.hands[0]).toMatchObject({ doubled: true, total: 21, outcome: 2 });
    expect(step.view.hands[0]!.cards).toHaveLength(3);
    expect(step.payout).toBe(4_000);

    const soft = act(deal(deck('A', '5', '6', '10', '2', 'K')), 'double'); // soft 17 + 2 = 19 vs 15 + K
    expect(soft.view.hands[0]!.cards).toHaveLength(3);
    expect(soft.view.hands[0]!.total).toBe(19);
    expect(outcomes(soft)).toEqual([5]);
    expect(soft.payout).toBe(4_000);
  });

  it('refuses a double without the balance (-4) or after a hit (-6)', () => {
    expect(ruleError(() => act(deal(deck('5', '10', '6', '7')), 'double', 999)).code).toBe(-4);
    const hit = act(deal(deck('2', '10', '3', '7', '4')), 'hit');
    expect(hit.view.actions).toEqual(['hit', 'stand']);
    expect(ruleError(() => act(hit, 'double')).code).toBe(-6);
  });

  it('splits a pair once: each hand gets its second card when played, doubling allowed after the split', () => {
    let step = deal(deck('8', '6', '8', '10', '3', 'K', '10', '5'));
    expect(step.view.actions).toEqual(['hit', 'stand', 'double', 'split']);
    step = act(step, 'split');
    expect(step.stake).toBe(2_000);
    expect(step.view.hands.map((hand) => ranks(hand.cards))).toEqual([['8', '3'], ['8']]);
    expect(step.view.active).toBe(0);
    expect(step.view.actions).toEqual(['hit', 'stand', 'double']);
    step = act(step, 'double'); // 11 + K = 21
    expect(step.stake).toBe(3_000);
    expect(step.view.active).toBe(1);
    expect(ranks(step.view.hands[1]!.cards)).toEqual(['8', '10']);
    step = act(step, 'stand');
    expect(ranks(step.view.dealer.cards)).toEqual(['6', '10', '5']);
    expect(outcomes(step)).toEqual([BLACKJACK_OUTCOMES.draw, BLACKJACK_OUTCOMES.lose]);
    expect(step.payout).toBe(2_000);
    expect(step.type).toBe('lose');
  });

  it('does not split again, nor two different ten-value cards, nor without the balance', () => {
    const again = act(deal(deck('8', '6', '8', '10', '8')), 'split');
    expect(ranks(again.view.hands[0]!.cards)).toEqual(['8', '8']);
    expect(again.view.actions).not.toContain('split');
    expect(ruleError(() => act(again, 'split')).code).toBe(-6);
    const tenJack = deal(deck('10', '6', 'J', '10'));
    expect(tenJack.view.actions).not.toContain('split');
    expect(ruleError(() => act(tenJack, 'split')).code).toBe(-6);
    expect(ruleError(() => act(deal(deck('8', '6', '8', '10')), 'split', 999)).code).toBe(-4);
  });

  it('gives split aces one card each; a split 21 wins 1:1, not as blackjack', () => {
    const aces = act(deal(deck('A', '9', 'A', '8', 'K', '5', '2')), 'split');
    expect(aces.view.phase).toBe('settled');
    expect(aces.view.hands.map((hand) => ranks(hand.cards))).toEqual([
      ['A', 'K'],
      ['A', '5'],
    ]);
    expect(ranks(aces.view.dealer.cards)).toEqual(['9', '8']);
    expect(outcomes(aces)).toEqual([BLACKJACK_OUTCOMES.won, BLACKJACK_OUTCOMES.lose]);
    expect(aces.stake).toBe(2_000);
    expect(aces.payout).toBe(2_000);
    expect(aces.type).toBe('finish');

    let kings = act(deal(deck('K', '9', 'K', '8', 'A', '7')), 'split');
    expect(kings.view.hands[0]).toMatchObject({ total: 21, done: true });
    expect(kings.view.active).toBe(1);
    kings = act(kings, 'stand');
    expect(outcomes(kings)).toEqual([BLACKJACK_OUTCOMES.won, BLACKJACK_OUTCOMES.draw]);
    expect(kings.payout).toBe(3_000);
  });

  it('has no cash out, refuses malformed actions (3) and turns after the round (-6)', () => {
    const step = deal(deck('10', '9', '7', '8'));
    expect(ruleError(() => engine.finish!(step.state)).code).toBe(-6);
    for (const action of ['surrender', undefined, 3]) {
      expect(
        ruleError(() => engine.turn!(step.state, { action } as { action: BlackjackAction }, 0)).code,
      ).toBe(3);
    }
    const done = act(step, 'stand');
    expect(ruleError(() => act(done, 'stand')).code).toBe(-6);
    expect(ruleError(() => engine.finish!(done.state)).code).toBe(-6);
  });

  it('keeps its state as plain JSON and never mutates the state it is given', () => {
    const step = act(deal(deck('8', '6', '8', '10', '3', 'K', '10', '5')), 'split');
    const frozen = JSON.stringify(step.state);
    const restored = { ...step, state: JSON.parse(frozen) as BlackjackState };
    expect(act(restored, 'double')).toEqual(act(step, 'double'));
    act(step, 'hit');
    act(step, 'stand');
    expect(JSON.stringify(step.state)).toBe(frozen);
  });

  it('maps outcome codes 0..6 to draw, lose, won, won, lose, won, lose (platform.md §4)', () => {
    const spec = ['draw', 'lose', 'won', 'won', 'lose', 'won', 'lose'];
    expect(Object.values(BLACKJACK_OUTCOMES).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    spec.forEach((word, code) => {
      const factor = OUTCOME_RETURN[code as keyof typeof OUTCOME_RETURN];
      expect(factor > 1 ? 'won' : factor === 1 ? 'draw' : 'lose').toBe(word);
    });
    expect(
      Object.keys(blackjackFixture.outcomes).map((code) => blackjackFixture.outcomes[code as '0'].result),
    ).toEqual(spec);
  });
});

describe('blackjack views', () => {
  const cardsArb = fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 52, maxLength: 52 });

  it('never show the hole card or a card not yet drawn while the round goes on', () => {
    fc.assert(
      fc.property(cardsArb, cardsArb, fc.array(fc.nat(), { maxLength: 12 }), (cards, otherCards, choices) => {
        let step = deal(cards);
        const open: Step[] = [];
        const actions: BlackjackAction[] = [];
        for (const choice of choices) {
          if (step.type !== 'continue') break;
          open.push(step);
          const action = step.view.actions[choice % step.view.actions.length]!;
          actions.push(action);
          step = act(step, action);
        }
        if (step.type === 'continue') open.push(step);
        for (const { view } of open) {
          expect(view.dealer.cards).toHaveLength(1);
          expect(view.dealer).toMatchObject({ hidden: true, blackjack: null });
          expect(view.insurancePaid).toBeNull();
        }
        if (open.length === 0) return;
        // The hole card and every card from the last open step's cursor on replaced: the same open views.
        const cursor = open.at(-1)!.state.cursor;
        const alternative = cards.map((card, index) =>
          index === 3 || index >= cursor ? otherCards[index]! : card,
        );
        let replay = deal(alternative);
        for (let index = 0; index < open.length && replay.type === 'continue'; index += 1) {
          expect(replay.view).toEqual(open[index]!.view);
          if (index < actions.length) replay = act(replay, actions[index]!);
        }
      }),
    );
  });

  it('look the same during the insurance question whatever the hole card', () => {
    const withBlackjack = deal(deck('9', 'A', '9', 'K'));
    const without = deal(deck('9', 'A', '9', '4'));
    expect(withBlackjack.view).toEqual(without.view);
    expect(withBlackjack.payout).toBe(without.payout);
  });
});

describe('blackjack basic strategy and theoretical RTP', () => {
  const card = (value: number) => (value === 11 ? RANK.A : value - 2);
  const code = { hit: 'H', stand: 'S', double: 'D', split: 'P' } as const;
  const ups = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

  it('plays the textbook cells', () => {
    expect(blackjackStrategy([card(10), card(6)], 10, false)).toBe('hit');
    expect(blackjackStrategy([card(10), card(2)], 4, false)).toBe('stand');
    expect(blackjackStrategy([card(10), card(2)], 3, false)).toBe('hit');
    expect(blackjackStrategy([card(5), card(6)], 6, false)).toBe('double');
    expect(blackjackStrategy([card(5), card(6)], 11, false)).toBe('hit');
    expect(blackjackStrategy([card(11), card(7)], 3, false)).toBe('double');
    expect(blackjackStrategy([card(11), card(7)], 9, false)).toBe('hit');
    expect(blackjackStrategy([card(8), card(8)], 11, true)).toBe('split');
    expect(blackjackStrategy([card(8), card(8)], 11, false)).toBe('hit');
    expect(blackjackStrategy([card(9), card(9)], 7, true)).toBe('stand');
    expect(blackjackStrategy([card(11), card(11)], 10, true)).toBe('split');
    expect(blackjackStrategy([card(5), card(5), card(6)], 10, false)).toBe('hit');
    expect(blackjackStrategy([card(5), card(4), card(3)], 4, false)).toBe('stand');
    for (const up of ups) expect(blackjackStrategy([RANK['10'], RANK.K], up, true)).toBe('stand');
    for (const up of ups) expect(blackjackStrategy([RANK.K, RANK.K], up, true)).toBe('stand');
  });

  it('deals the dealer a distribution of 17..21 and bust that sums to 1', () => {
    for (const up of ups) {
      const dist = dealerDistribution(up);
      expect(dist.slice(17).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    }
    expect(dealerDistribution(6)[22]).toBeCloseTo(0.4232, 4);
  });

  it('computes the return of basic strategy for these rules (99.43% of the wager)', () => {
    const theory = blackjackTheory();
    expect(theory.perWager).toBeCloseTo(0.99429612, 7);
    expect(theory.perStake).toBeCloseTo(
      (theory.stakePerWager - (1 - theory.perWager)) / theory.stakePerWager,
      12,
    );
    expect(policy.theoreticalRtp({})).toBe(theory.perStake);
    expect(blackjackFixture.theoreticalRtp).toBeCloseTo(theory.perWager, 10);
    expect(blackjackFixture.theoreticalRtpPerStake).toBeCloseTo(theory.perStake, 10);
    expect(blackjackFixture.expectedStakePerWager).toBeCloseTo(theory.stakePerWager, 10);
  });

  it('publishes the strategy chart the policy plays and help pages', () => {
    const { hard, soft, pairs } = blackjackFixture.basicStrategy;
    expect(hard['16']).toBe(
      ups.map((up) => code[blackjackStrategy([card(10), card(6)], up, false)]).join(' '),
    );
    expect(soft['A,7']).toBe(
      ups.map((up) => code[blackjackStrategy([RANK.A, card(7)], up, false)]).join(' '),
    );
    for (const [pair, row] of Object.entries(pairs)) {
      const value = pair === 'A,A' ? 11 : Number(pair.split(',')[0]);
      expect(row).toBe(
        ups.map((up) => code[blackjackStrategy([card(value), card(value)], up, true)]).join(' '),
      );
    }
    expect(blackjackFixture.help.map((page) => page.title)).toEqual(['Rules', 'Payouts', 'Fairness']);
  });

  it('the policy declines insurance and follows the strategy on the live hand', () => {
    expect(policy.next!(deal(deck('9', 'A', '9', '7')).state, {})).toEqual({ action: 'noInsurance' });
    expect(policy.next!(deal(deck('10', '10', '6', '7')).state, {})).toEqual({ action: 'hit' });
    expect(policy.next!(deal(deck('8', '6', '8', '10')).state, {})).toEqual({ action: 'split' });
    const split = act(deal(deck('8', '6', '8', '10', '3', 'K')), 'split');
    expect(policy.next!(split.state, {})).toEqual({ action: 'double' });
  });

  it('returns its theoretical RTP within a 99% confidence interval over real fairness rounds', () => {
    const rounds = 80_000;
    const wager = 100_000_000;
    let paid = 0;
    let staked = 0;
    let pp = 0;
    let ss = 0;
    let ps = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const seeds = { serverSeed: 'blackjack-audit-seed', clientSeed: 'vitest', nonce };
      const outcome = outcomeFromFloats('blackjack', generateFloats(seeds, FLOAT_COUNT.blackjack));
      let step = engine.play({ wager, data: policy.data({}), outcome });
      while (step.type === 'continue') {
        const action = policy.next!(step.state, {});
        step = action === 'finish' ? engine.finish!(step.state) : engine.turn!(step.state, action, Infinity);
      }
      const p = step.payout / wager;
      const s = step.stake / wager;
      paid += p;
      staked += s;
      pp += p * p;
      ss += s * s;
      ps += p * s;
    }
    const theory = blackjackTheory();
    // Return over all money staked (a ratio estimator, delta-method interval).
    const ratio = paid / staked;
    const residuals = pp - 2 * ratio * ps + ratio * ratio * ss;
    const ratioHalf = (2.576 * Math.sqrt(residuals / (rounds * (rounds - 1)))) / (staked / rounds);
    expect(Math.abs(ratio - theory.perStake)).toBeLessThanOrEqual(ratioHalf);
    // Return per original wager: 1 + the mean net result (payout − stake) in wagers.
    const net = (paid - staked) / rounds;
    const netSquares = (pp - 2 * ps + ss) / rounds;
    const netHalf = 2.576 * Math.sqrt((netSquares - net * net) / (rounds - 1));
    expect(Math.abs(1 + net - theory.perWager)).toBeLessThanOrEqual(netHalf);
    // The stake grows by doubles and splits as the strategy says.
    const stakeHalf = 2.576 * Math.sqrt((ss / rounds - (staked / rounds) ** 2) / (rounds - 1));
    expect(Math.abs(staked / rounds - theory.stakePerWager)).toBeLessThanOrEqual(stakeHalf);
  });
});

describe('hand totals', () => {
  it('equal adding the cards one by one with addValue, for any cards (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 51 }), { maxLength: 12 }), (cards) => {
        const byAdding = cards.reduce((hand, card) => addValue(hand, cardValue(card)), {
          total: 0,
          soft: false,
        });
        expect(handTotal(cards)).toEqual(byAdding);
      }),
      { numRuns: 500 },
    );
  });
});
