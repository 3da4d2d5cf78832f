import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { outcomeFromFloats } from '@contract/index';
import hiloFixture from '@fixtures/games/hilo.json';
import { runAudit } from '../../../src/sim/games/audit';
import { payoutOf, type RoundStep } from '../../../src/sim/games/engine';
import {
  guessWins,
  hilo,
  hiloOption,
  type HiloAction,
  type HiloState,
  type HiloView,
} from '../../../src/sim/games/hilo';
import { RANK, cardOf, deckOf, type Rank } from './cards';
import { ruleError } from './rule-error';

const { engine, policy } = hilo;
const WAGER = 1_000;
/** Cards of the given ranks (suits cycling), padded to 52 with 7s. */
const deck = (...ranks: Rank[]) => deckOf(ranks, '7');

const start = (cards: number[], wager = WAGER) => engine.play({ wager, data: {}, outcome: { cards } });
const act = (step: RoundStep<HiloState, HiloView>, action: HiloAction) =>
  engine.turn!(step.state, { action }, Infinity);

describe('hilo guesses', () => {
  it('reads higher as "higher or same" and lower as "lower or same", strict on the edge ranks', () => {
    const card = (rank: Rank) => cardOf(rank, 1);
    // 8: higher or same wins on 8..A, lower or same on 2..8.
    expect(guessWins(card('8'), card('8'), 'higher')).toBe(true);
    expect(guessWins(card('8'), card('7'), 'higher')).toBe(false);
    expect(guessWins(card('8'), card('8'), 'lower')).toBe(true);
    expect(guessWins(card('8'), card('9'), 'lower')).toBe(false);
    // 2: higher is strictly higher; lower (or same) can only be a 2 again.
    expect(guessWins(card('2'), card('2'), 'higher')).toBe(false);
    expect(guessWins(card('2'), card('3'), 'higher')).toBe(true);
    expect(guessWins(card('2'), card('2'), 'lower')).toBe(true);
    expect(guessWins(card('2'), card('A'), 'lower')).toBe(false);
    // A: higher (or same) can only be an ace again; lower is strictly lower.
    expect(guessWins(card('A'), card('A'), 'higher')).toBe(true);
    expect(guessWins(card('A'), card('K'), 'higher')).toBe(false);
    expect(guessWins(card('A'), card('A'), 'lower')).toBe(false);
    expect(guessWins(card('A'), card('2'), 'lower')).toBe(true);
    // Suits do not count: the ace of clubs is "same" as the ace of diamonds.
    expect(guessWins(12, 51, 'higher')).toBe(true);
  });

  it('labels and prices every option as 0.99 / P, never a sure thing', () => {
    expect(hiloOption(RANK['2'], 'higher')).toEqual({
      label: 'higher',
      probability: 12 / 13,
      multiplier: 1.0725,
    });
    expect(hiloOption(RANK['2'], 'lower')).toEqual({ label: 'same', probability: 1 / 13, multiplier: 12.87 });
    expect(hiloOption(RANK.A, 'higher')).toEqual({ label: 'same', probability: 1 / 13, multiplier: 12.87 });
    expect(hiloOption(RANK.A, 'lower')).toEqual({ label: 'lower', probability: 12 / 13, multiplier: 1.0725 });
    expect(hiloOption(RANK['7'], 'higher')).toEqual({
      label: 'higher or same',
      probability: 8 / 13,
      multiplier: 1.60875,
    });
    expect(hiloOption(RANK['7'], 'lower')).toEqual({
      label: 'lower or same',
      probability: 6 / 13,
      multiplier: 2.145,
    });
    for (let rank = 0; rank < 13; rank += 1) {
      for (const guess of ['higher', 'lower'] as const) {
        const option = hiloOption(rank, guess);
        const wins = Array.from({ length: 13 }, (_, next) => next).filter((next) =>
          guessWins(rank, next, guess),
        );
        expect(option.probability).toBe(wins.length / 13);
        expect(option.probability).toBeLessThan(1);
        // Expected return of the guess: P × multiplier = 0.99.
        expect(option.probability * option.multiplier).toBeCloseTo(0.99, 8);
      }
    }
  });
});

describe('hilo rounds', () => {
  it('multiplies the guesses and cashes out the running multiplier', () => {
    let step = start(deck('5', '9', '3'));
    expect(step).toMatchObject({ type: 'continue', stake: WAGER, payout: WAGER });
    expect(step.view.current).toBe(RANK['5']);
    expect(step.view.options?.higher.label).toBe('higher or same');
    step = act(step, 'higher'); // 9 ≥ 5: 0.99 × 13 / 10
    expect(step.type).toBe('continue');
    expect(step.view.multiplier).toBe(1.287);
    expect(step.payout).toBe(1_287);
    step = act(step, 'lower'); // 3 ≤ 9: × 0.99 × 13 / 8
    const multiplier = ((0.99 * 13) / 10) * ((0.99 * 13) / 8);
    expect(step.view.multiplier).toBeCloseTo(multiplier, 8);
    expect(step.view.guesses).toBe(2);
    const cashed = engine.finish!(step.state);
    expect(cashed.type).toBe('finish');
    expect(cashed.cancelled).toBeUndefined();
    expect(cashed.payout).toBe(payoutOf(WAGER, multiplier));
    expect(cashed.payout).toBe(2_070);
    expect(cashed.view.options).toBeNull();
  });

  it('loses on a wrong guess and shows the losing card', () => {
    const step = act(act(start(deck('K', 'K', '2')), 'higher'), 'higher');
    expect(step.type).toBe('lose');
    expect(step.payout).toBe(0);
    expect(step.view.cards.map((card) => [card.move, card.correct])).toEqual([
      ['start', null],
      ['higher', true],
      ['higher', false],
    ]);
    expect(step.view.current % 13).toBe(RANK['2']);
    expect(ruleError(() => act(step, 'lower')).code).toBe(-6);
    expect(ruleError(() => engine.finish!(step.state)).code).toBe(-6);
  });

  it('pays "same" on the edge ranks', () => {
    const twos = act(start(deck('2', '2')), 'lower');
    expect(twos.type).toBe('continue');
    expect(twos.view.multiplier).toBe(12.87);
    const aces = act(start(deck('A', 'A')), 'higher');
    expect(aces.view.multiplier).toBe(12.87);
    expect(act(start(deck('A', 'A')), 'lower').type).toBe('lose');
    expect(act(start(deck('2', '2')), 'higher').type).toBe('lose');
  });

  it('skips at no cost; a cash out after skips only cancels', () => {
    let step = start(deck('7', 'A', 'Q'));
    step = act(step, 'skip');
    expect(step.type).toBe('continue');
    expect(step.view.current % 13).toBe(RANK.A);
    expect(step.view.multiplier).toBe(1);
    expect(step.view.options).toEqual({
      higher: hiloOption(RANK.A, 'higher'),
      lower: hiloOption(RANK.A, 'lower'),
    });
    expect(step.payout).toBe(WAGER);
    const cancelled = engine.finish!(step.state);
    expect(cancelled).toMatchObject({ type: 'finish', payout: WAGER, cancelled: true });

    step = act(act(step, 'lower'), 'skip'); // Q < A, then skip the 7
    expect(step.view.multiplier).toBe(1.0725);
    expect(step.view.cards.map((card) => card.move)).toEqual(['start', 'skip', 'lower', 'skip']);
  });

  it('uses at most the 52 cards of the bet: then only a cash out is left (-6)', () => {
    let step = start(deck('7'));
    for (let skip = 0; skip < 51; skip += 1) step = act(step, 'skip');
    expect(step.view.cardsLeft).toBe(0);
    expect(step.view.options).toBeNull();
    expect(ruleError(() => act(step, 'skip')).code).toBe(-6);
    expect(ruleError(() => act(step, 'higher')).code).toBe(-6);
    expect(engine.finish!(step.state)).toMatchObject({ cancelled: true, payout: WAGER });
  });

  it('refuses malformed actions with whisper code 3', () => {
    const step = start(deck('7'));
    for (const action of ['same', 'HIGHER', undefined, 1]) {
      expect(ruleError(() => engine.turn!(step.state, { action } as { action: HiloAction }, 0)).code).toBe(3);
    }
  });

  it('keeps its state as plain JSON and never mutates the state it is given', () => {
    const step = act(start(deck('4', '9', '9', '3')), 'higher');
    const frozen = JSON.stringify(step.state);
    expect(act({ ...step, state: JSON.parse(frozen) as HiloState }, 'higher')).toEqual(act(step, 'higher'));
    act(step, 'skip');
    engine.finish!(step.state);
    expect(JSON.stringify(step.state)).toBe(frozen);
  });

  it('the audit policy takes the more likely side (higher on the tie at 8) and cashes out after --picks', () => {
    const options = { picks: '2' };
    expect(policy.next!(start(deck('3')).state, options)).toEqual({ action: 'higher' });
    expect(policy.next!(start(deck('8')).state, options)).toEqual({ action: 'higher' });
    expect(policy.next!(start(deck('9')).state, options)).toEqual({ action: 'lower' });
    expect(policy.next!(start(deck('A')).state, options)).toEqual({ action: 'lower' });
    const twice = act(act(start(deck('3', '5', '2')), 'higher'), 'lower');
    expect(policy.next!(twice.state, options)).toBe('finish');
    expect(policy.theoreticalRtp(options)).toBeCloseTo(0.9801, 12);
  });
});

describe('hilo fairness and views', () => {
  const cardsArb = fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 52, maxLength: 52 });

  it('deals cards 0..51 from the floats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 52,
          maxLength: 52,
        }),
        (floats) => {
          const { cards } = outcomeFromFloats('hilo', floats);
          expect(cards).toHaveLength(52);
          cards.forEach((card, index) => {
            expect(card).toBe(Math.floor(floats[index]! * 52));
            expect(card).toBeGreaterThanOrEqual(0);
            expect(card).toBeLessThan(52);
          });
        },
      ),
    );
  });

  it('never shows a card before it is turned over', () => {
    fc.assert(
      fc.property(
        cardsArb,
        cardsArb,
        fc.array(fc.constantFrom<HiloAction>('higher', 'lower', 'skip'), { maxLength: 20 }),
        (cards, otherCards, actions) => {
          let step = start(cards);
          const views: HiloView[] = [step.view];
          for (const action of actions) {
            if (step.type !== 'continue') break;
            step = act(step, action);
            views.push(step.view);
          }
          views.forEach((view) => {
            expect(view.cards.map((shown) => shown.card)).toEqual(cards.slice(0, view.cards.length));
            expect(view.cardsLeft).toBe(52 - view.cards.length);
          });
          // Cards after the last one shown replaced by anything else: the same views.
          const shown = views.at(-1)!.cards.length;
          const alternative = [...cards.slice(0, shown), ...otherCards.slice(shown)];
          let replay = start(alternative);
          expect(replay.view).toEqual(views[0]);
          for (let index = 1; index < views.length; index += 1) {
            replay = act(replay, step.state.moves[index - 1]!);
            expect(replay.view).toEqual(views[index]);
          }
        },
      ),
    );
  });
});

describe('hilo fixture and audit', () => {
  it('publishes the options the engine pays, the RTP and help pages', () => {
    expect(hiloFixture.paytable).toHaveLength(13);
    hiloFixture.paytable.forEach((row, rank) => {
      expect(row.higher).toMatchObject(hiloOption(rank, 'higher'));
      expect(row.lower).toMatchObject(hiloOption(rank, 'lower'));
    });
    expect(hiloFixture.theoreticalRtp).toBe(policy.theoreticalRtp({ picks: '1' }));
    expect(hiloFixture.help.map((page) => page.title)).toEqual(['Rules', 'Payouts', 'Fairness']);
  });

  it('returns its theoretical RTP within a 99% confidence interval over real fairness rounds', () => {
    for (const options of [{ picks: '1' }, { picks: '3' }]) {
      const { rtp, ci99 } = runAudit('hilo', hilo, { rounds: 40_000, seed: 'vitest', options });
      const theory = policy.theoreticalRtp(options);
      expect(theory).toBeCloseTo(0.99 ** Number(options.picks), 12);
      expect(theory).toBeGreaterThanOrEqual(ci99[0]);
      expect(theory).toBeLessThanOrEqual(ci99[1]);
      expect(rtp).toBeGreaterThan(0.9);
    }
  });
});
