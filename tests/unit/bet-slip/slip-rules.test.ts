/**
 * The slip's rules as plain data: a click adds, removes or replaces a selection of the same match; stakes are
 * checked against the sport limits in dollars at the currency's price; a multi needs two matches and at most
 * the contract's number; a selection is judged against the live market; planSlip says what Place would send.
 */
import { describe, expect, it } from 'vitest';
import { SPORT_BET, SPORT_BET_ERRORS } from '@contract/sport-bets';
import {
  MULTI_KEY,
  MULTI_NEEDS_TWO,
  checkStake,
  multiProblem,
  planSlip,
  selectionState,
  type SlipInput,
} from '../../../src/app/features/bet-slip/slip-check';
import {
  isOptionLocked,
  selectionOf,
  toggleSelection,
  withOdds,
} from '../../../src/app/features/bet-slip/slip-rules';
import { sportEvent, withMarket } from './fixtures';

const pick = (matchId: string, index = 0, odds?: [number, number, number]) => {
  const event = sportEvent(matchId, odds);
  const market = event.markets[0]!;
  return selectionOf(event, market, market.options[index]!);
};

describe('toggling a selection', () => {
  it('adds a price, and a second click takes it off', () => {
    const home = pick('m1');
    const added = toggleSelection([], home);
    expect(added).toEqual({ selections: [home], replaced: null });
    expect(home).toMatchObject({ matchName: 'Home m1 v Away m1', optionName: '1', odds: 2.1 });
    expect(toggleSelection(added.selections, home).selections).toEqual([]);
  });

  it('a second option of the same match takes the first one’s place', () => {
    const [first, other, draw] = [pick('m1'), pick('m2'), pick('m1', 1)];
    const { selections, replaced } = toggleSelection([first, other], draw);
    expect(selections.map((entry) => entry.optionId)).toEqual([draw.optionId, other.optionId]);
    expect(replaced).toBe(first);
  });

  it('writes accepted odds in, leaving the others as they were', () => {
    const [a, b] = [pick('m1'), pick('m2')];
    const next = withOdds([a, b], { [a.optionId]: 2.5 });
    expect(next[0]!.odds).toBe(2.5);
    expect(next[1]).toBe(b);
  });

  it('locks an option while suspended or when its market is not open', () => {
    const event = sportEvent('m1');
    const option = event.markets[0]!.options[0]!;
    expect(isOptionLocked(event.markets[0]!, option)).toBe(false);
    expect(isOptionLocked(event.markets[0]!, { ...option, suspended: true })).toBe(true);
    expect(isOptionLocked(withMarket(event, { status: 'closed' }), option)).toBe(true);
  });
});

describe('stakes', () => {
  const context = { usdPrice: 2, balance: 50 };

  it('are checked against $1 and $20 at the currency’s price', () => {
    expect(checkStake('', context)).toEqual({ amount: null, usd: 0 });
    expect(checkStake('0.4', context)).toMatchObject({ usd: 0.8, error: SPORT_BET_ERRORS.betTooLow.message });
    expect(checkStake('0.5', context)).toEqual({ amount: 0.5, usd: SPORT_BET.minUsd });
    expect(checkStake('10', context)).toEqual({ amount: 10, usd: SPORT_BET.maxUsd });
    expect(checkStake('10.01', context).error).toBe(SPORT_BET_ERRORS.betTooHigh.message);
    expect(checkStake('0', context).error).toBe(SPORT_BET_ERRORS.betTooLow.message);
  });

  it('and against the balance; without a price the dollar limits wait for it', () => {
    expect(checkStake('8', { usdPrice: 2, balance: 5 }).error).toBe(
      SPORT_BET_ERRORS.notEnoughBalance.message,
    );
    expect(checkStake('1000', { usdPrice: 0, balance: null }).error).toBeUndefined();
  });
});

describe('a multi', () => {
  it('needs two matches, one option each, and at most the most selections', () => {
    expect(multiProblem([pick('m1')])).toBe(MULTI_NEEDS_TWO);
    expect(multiProblem([pick('m1'), pick('m2')])).toBeNull();
    expect(multiProblem([pick('m1'), pick('m1', 2)])).toBe(SPORT_BET_ERRORS.sameMatch.message);
    const many = Array.from({ length: SPORT_BET.multiMaxSelections + 1 }, (_, index) => pick(`m${index}`));
    expect(multiProblem(many)).toBe(SPORT_BET_ERRORS.tooManyMulti.message);
    expect(multiProblem(many.slice(1))).toBeNull();
  });
});

describe('a selection against the market', () => {
  const event = sportEvent('m1');
  const selection = pick('m1');
  const live = (market = event.markets[0]!) => ({ market, option: market.options[0]! });

  it('is open at its odds, changed at others, suspended or closed', () => {
    expect(selectionState(selection, live(), undefined)).toEqual({ kind: 'open', odds: 2.1 });
    expect(selectionState(selection, live(withMarket(event, {}, { odds: 2.3 })), undefined)).toEqual({
      kind: 'changed',
      odds: 2.3,
    });
    expect(selectionState(selection, live(withMarket(event, {}, { suspended: true })), 2.5)).toEqual({
      kind: 'suspended',
    });
    expect(selectionState(selection, live(withMarket(event, { status: 'closed' })), undefined)).toEqual({
      kind: 'closed',
    });
  });

  it('takes the queue’s quoted odds while the market is not loaded, the live odds over them when it is', () => {
    expect(selectionState(selection, undefined, 1.9)).toEqual({ kind: 'changed', odds: 1.9 });
    expect(selectionState(selection, undefined, undefined)).toEqual({ kind: 'open', odds: 2.1 });
    expect(selectionState(selection, live(), 1.9)).toEqual({ kind: 'open', odds: 2.1 });
  });
});

describe('planning the slip', () => {
  const [a, b] = [pick('m1'), pick('m2', 2)];
  const context = { usdPrice: 1, balance: 30 };
  const input = (patch: Partial<SlipInput>): SlipInput => ({
    mode: 'single',
    selections: [a, b],
    stakes: {},
    multiStake: '',
    states: {},
    waiting: new Set(),
    ...patch,
  });

  it('sends each single with a stake, totalling stakes and payouts', () => {
    const plan = planSlip(input({ stakes: { [a.optionId]: '5', [b.optionId]: '' } }), context);
    expect(plan.bets.map((bet) => bet.key)).toEqual([a.optionId]);
    expect(plan).toMatchObject({ ready: true, problem: null, totalStake: 5, totalPayout: 10.5 });
  });

  it('is not ready without a stake, with a stake error, or over the balance together', () => {
    expect(planSlip(input({}), context).ready).toBe(false);
    expect(planSlip(input({ stakes: { [a.optionId]: '25' } }), context).ready).toBe(false);
    const both = planSlip(input({ stakes: { [a.optionId]: '16', [b.optionId]: '16' } }), context);
    expect(both).toMatchObject({ ready: false, problem: SPORT_BET_ERRORS.notEnoughBalance.message });
  });

  it('sends the multi at the product of the odds, or says why it cannot', () => {
    const plan = planSlip(input({ mode: 'multi', multiStake: '2' }), context);
    expect(plan.bets).toHaveLength(1);
    expect(plan.bets[0]).toMatchObject({ key: MULTI_KEY, odds: 7.56 });
    expect(plan.ready).toBe(true);
    expect(planSlip(input({ mode: 'multi', selections: [a], multiStake: '2' }), context).problem).toBe(
      MULTI_NEEDS_TWO,
    );
  });

  it('lists moved odds to accept, and holds back closed or suspended selections', () => {
    const changed = planSlip(input({ states: { [a.optionId]: { kind: 'changed', odds: 2.4 } } }), context);
    expect(changed.changes).toEqual({ [a.optionId]: 2.4 });
    const closed = planSlip(
      input({ stakes: { [a.optionId]: '2' }, states: { [a.optionId]: { kind: 'closed' } } }),
      context,
    );
    expect(closed).toMatchObject({ ready: false, problem: SPORT_BET_ERRORS.optionClosed.message });
  });

  it('never sends again a bet that waits for its verdict', () => {
    const plan = planSlip(input({ stakes: { [a.optionId]: '2' }, waiting: new Set([a.optionId]) }), context);
    expect(plan.bets).toEqual([]);
    expect(plan.ready).toBe(false);
  });
});
