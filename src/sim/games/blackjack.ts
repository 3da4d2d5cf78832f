/**
 * Blackjack, extended: Play deals, Turns are hit / stand / double / split / insurance / noInsurance.
 *
 * Outcome: `outcome.cards`, 52 cards of an infinite deck (card index 0..51, rank = index % 13: 0..7 are 2..9,
 * 8..11 are 10 J Q K worth 10, 12 is the ace worth 1 or 11). Deal order: player, dealer, player, dealer (the
 * dealer's second card is the hole card), then every further card in the order it is drawn (player hits,
 * doubles and split hands, then the dealer). A round needing more than 52 cards (possible only with dozens of
 * low cards in a row, far below 1e-30) goes on from card 0 again, so that it can always finish.
 *
 * Rules:
 * - Dealer stands on all 17s (S17), draws to 16. Dealer peeks for blackjack when showing an ace or a ten-value
 *   card; against a dealer blackjack the player loses only the original wager (or pushes with a blackjack).
 * - Blackjack (a first two-card 21 of an unsplit hand) pays 3:2; other wins pay 1:1; a push returns the stake.
 * - Insurance is offered when the dealer shows an ace, before anything else (also to a player holding a
 *   blackjack: insuring one is "even money"): Turn `insurance` costs half the wager (floored to the minor unit)
 *   and pays 2:1 if the dealer has blackjack; `noInsurance` declines. The peek happens after that answer.
 * - Double on any first two cards, also after a split (DAS): one more wager, one card, then the hand stands.
 * - Split once (at most two hands) a pair of the same rank (10-J is not a pair): one more wager, each hand then
 *   gets its second card when it comes to be played. Split aces get one card each and stand; a two-card 21
 *   after a split is 21, not blackjack. No resplit, no surrender.
 * - A hand reaching 21 stands by itself.
 * - There is no cash out: Finish is refused (-6) and, while the round goes on, `payout` is 0.
 * Extra stakes (double, split, insurance) above `extraStakeAllowed` are -4 ('Invalid wager', not enough
 * balance); a malformed action is whisper code 3; an action not open at this point is -6.
 *
 * Outcome codes per hand, as platform.md §4 maps 0..6 to "draw, lose, won, won, lose, won, lose":
 *   0 draw (push)           1 lose (dealer's total higher)   2 won (higher total)   3 won (blackjack, 3:2)
 *   4 lose (player bust)    5 won (dealer bust)              6 lose (dealer blackjack)
 *
 * The audit policy plays the basic strategy for these rules, which for an infinite deck is exactly the
 * total-dependent optimum: it is computed here by a recursive infinite-deck expectation (`blackjackStrategy`),
 * and the same recursion gives the policy's exact theoretical return (`blackjackTheory`).
 */
import { CARDS_PER_BET, PLAY_ERRORS, WHISPER_CODES, type TurnData } from '@contract/index';
import { GameRuleError, payoutOf, type GameModule, type RoundStep } from './engine';

export type BlackjackAction = TurnData['blackjack']['action'];

export const BLACKJACK_OUTCOMES = {
  draw: 0,
  lose: 1,
  won: 2,
  blackjack: 3,
  bust: 4,
  dealerBust: 5,
  dealerBlackjack: 6,
} as const;
export type BlackjackOutcome = (typeof BLACKJACK_OUTCOMES)[keyof typeof BLACKJACK_OUTCOMES];

/** What a hand's stake returns, by outcome code: 2 for 1:1, 2.5 for 3:2, 1 for a push. */
export const OUTCOME_RETURN: Record<BlackjackOutcome, number> = {
  0: 1,
  1: 0,
  2: 2,
  3: 2.5,
  4: 0,
  5: 2,
  6: 0,
};

export interface BlackjackHand {
  cards: number[];
  /** Minor units staked on this hand (the wager, twice it once doubled). */
  stake: number;
  doubled: boolean;
  /** One of the two hands of a split. */
  split: boolean;
  /** No more actions on this hand (stood, doubled, bust, 21, split aces). */
  done: boolean;
  outcome: BlackjackOutcome | null;
}

export type BlackjackPhase = 'insurance' | 'player' | 'settled';

export interface BlackjackState {
  wager: number;
  /** The outcome's 52 cards; those from `cursor` on, and the hole card, are never sent while in progress. */
  cards: number[];
  cursor: number;
  dealer: number[];
  hands: BlackjackHand[];
  active: number;
  phase: BlackjackPhase;
  insurance: 'offered' | 'taken' | 'declined' | null;
  /** Minor units staked on insurance. */
  insuranceStake: number;
  /** Minor units credited once settled. */
  payout: number;
}

export interface BlackjackHandView {
  cards: number[];
  total: number;
  soft: boolean;
  doubled: boolean;
  split: boolean;
  done: boolean;
  /** 0..6 once settled (see the table above), else null. */
  outcome: BlackjackOutcome | null;
}

export interface BlackjackView {
  phase: BlackjackPhase;
  /** While in progress only the up card; the hole card and the dealer's draws appear in the final view. */
  dealer: { cards: number[]; total: number; soft: boolean; hidden: boolean; blackjack: boolean | null };
  hands: BlackjackHandView[];
  /** The hand being played, or null. */
  active: number | null;
  insurance: BlackjackState['insurance'];
  /** Whether the insurance paid (final view, when it was taken), else null. */
  insurancePaid: boolean | null;
  /** The actions open now (whether the balance covers an extra stake is checked on the Turn). */
  actions: BlackjackAction[];
}

// ---------------------------------------------------------------------------------------------------------
// Cards and totals

export const rankOf = (card: number) => card % 13;
const ACE = 12;
/** 2..10, 11 for the ace. */
export const cardValue = (card: number) => {
  const rank = rankOf(card);
  return rank === ACE ? 11 : Math.min(rank + 2, 10);
};

export interface Total {
  total: number;
  soft: boolean;
}

/** Adds a card value (2..10, 11 = ace) to a total; the ace counts 11 unless that busts. */
export function addValue({ total, soft }: Total, value: number): Total {
  if (value === 11) return total + 11 <= 21 ? { total: total + 11, soft: true } : { total: total + 1, soft };
  const sum = total + value;
  return sum > 21 && soft ? { total: sum - 10, soft: false } : { total: sum, soft };
}

/** A hand's total: `addValue` card by card, on two numbers (the engine totals hands many times a turn). */
export function handTotal(cards: readonly number[]): Total {
  let total = 0;
  let soft = false;
  for (const card of cards) {
    const value = cardValue(card);
    if (value === 11 && total + 11 > 21) {
      total += 1;
    } else {
      total += value;
      if (value === 11) soft = true;
      else if (total > 21 && soft) {
        total -= 10;
        soft = false;
      }
    }
  }
  return { total, soft };
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handTotal(cards).total === 21;

// ---------------------------------------------------------------------------------------------------------
// Infinite-deck expectations: basic strategy and the exact return of the audit policy

/** Probability of each card value (index 2..11) drawn from an infinite deck. */
const VALUES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const P = (value: number) => (value === 10 ? 4 / 13 : 1 / 13);

/** Dealer's final totals (17..21, 22 = bust) given the up card value, knowing the dealer has no blackjack. */
export function dealerDistribution(up: number): number[] {
  const memo = new Map<string, number[]>();
  const from = (hand: Total): number[] => {
    if (hand.total > 21) return distAt(22);
    if (hand.total >= 17) return distAt(hand.total);
    const key = `${hand.total}${hand.soft}`;
    const cached = memo.get(key);
    if (cached) return cached;
    const result = new Array<number>(23).fill(0);
    for (const value of VALUES) {
      const next = from(addValue(hand, value));
      for (let total = 17; total <= 22; total += 1) result[total]! += P(value) * next[total]!;
    }
    memo.set(key, result);
    return result;
  };
  const upHand = addValue({ total: 0, soft: false }, up);
  const excluded = up === 11 ? 10 : up === 10 ? 11 : 0;
  const norm = 1 - (excluded ? P(excluded) : 0);
  const result = new Array<number>(23).fill(0);
  for (const hole of VALUES) {
    if (hole === excluded) continue;
    const next = from(addValue(upHand, hole));
    for (let total = 17; total <= 22; total += 1) result[total]! += (P(hole) / norm) * next[total]!;
  }
  return result;
}

function distAt(total: number): number[] {
  const result = new Array<number>(23).fill(0);
  result[total] = 1;
  return result;
}

export type StrategyAction = 'hit' | 'stand' | 'double' | 'split';

interface Choice {
  action: StrategyAction;
  /** Expected net result in units of the original wager. */
  ev: number;
  /** Expected total stake in units of the original wager. */
  stake: number;
}

/** The optimal plays against one up card (infinite deck), with their expectations. */
class UpCardTable {
  private readonly dist: number[];
  private readonly afterHit = new Map<string, number>();
  private readonly splitHands = new Map<number, Choice>();

  constructor(readonly up: number) {
    this.dist = dealerDistribution(up);
  }

  stand(total: number): number {
    if (total > 21) return -1;
    let ev = 0;
    for (let dealer = 17; dealer <= 22; dealer += 1) {
      const p = this.dist[dealer]!;
      ev += dealer === 22 || total > dealer ? p : total === dealer ? 0 : -p;
    }
    return ev;
  }

  /** Best of hit and stand with more than two cards (21 stands by itself). */
  best(hand: Total): number {
    if (hand.total > 21) return -1;
    if (hand.total === 21) return this.stand(21);
    const key = `${hand.total}${hand.soft}`;
    const cached = this.afterHit.get(key);
    if (cached !== undefined) return cached;
    const value = Math.max(this.stand(hand.total), this.hit(hand));
    this.afterHit.set(key, value);
    return value;
  }

  hit(hand: Total): number {
    let ev = 0;
    for (const value of VALUES) ev += P(value) * this.best(addValue(hand, value));
    return ev;
  }

  double(hand: Total): number {
    let ev = 0;
    for (const value of VALUES) ev += P(value) * this.stand(addValue(hand, value).total);
    return 2 * ev;
  }

  /** The choice on a two-card hand (`pair` = the pair's value if it may be split). */
  twoCards(hand: Total, pair: number | null, canDouble = true): Choice {
    if (hand.total === 21) return { action: 'stand', ev: this.stand(21), stake: 1 };
    let choice: Choice = { action: 'stand', ev: this.stand(hand.total), stake: 1 };
    const hit = this.hit(hand);
    if (hit > choice.ev) choice = { action: 'hit', ev: hit, stake: 1 };
    if (canDouble) {
      const double = this.double(hand);
      if (double > choice.ev) choice = { action: 'double', ev: double, stake: 2 };
    }
    if (pair !== null) {
      const half = this.splitHand(pair);
      if (2 * half.ev > choice.ev) choice = { action: 'split', ev: 2 * half.ev, stake: 2 * half.stake };
    }
    return choice;
  }

  /** One hand of a split pair of `value`: its expectation and stake, each card drawn to it. */
  splitHand(value: number): Choice {
    const cached = this.splitHands.get(value);
    if (cached) return cached;
    const start = addValue({ total: 0, soft: false }, value);
    let ev = 0;
    let stake = 0;
    for (const card of VALUES) {
      const hand = addValue(start, card);
      // Split aces take one card and stand.
      const choice =
        value === 11
          ? { action: 'stand' as const, ev: this.stand(hand.total), stake: 1 }
          : this.twoCards(hand, null);
      ev += P(card) * choice.ev;
      stake += P(card) * choice.stake;
    }
    const result: Choice = { action: 'split', ev, stake };
    this.splitHands.set(value, result);
    return result;
  }
}

const tables = new Map<number, UpCardTable>();
function tableFor(up: number): UpCardTable {
  let table = tables.get(up);
  if (!table) {
    table = new UpCardTable(up);
    tables.set(up, table);
  }
  return table;
}

/**
 * Basic strategy's play for a hand against the dealer's up card value (2..11): `cards` are the hand's card
 * indices; `canSplit` when the hand is an unsplit pair of one rank; doubling is open on any two cards.
 */
export function blackjackStrategy(cards: readonly number[], up: number, canSplit: boolean): StrategyAction {
  const table = tableFor(up);
  const hand = handTotal(cards);
  if (cards.length === 2) return table.twoCards(hand, canSplit ? cardValue(cards[0]!) : null).action;
  if (hand.total >= 21) return 'stand';
  return table.hit(hand) > table.stand(hand.total) ? 'hit' : 'stand';
}

export interface BlackjackTheory {
  /** Expected return per unit of the original wager (1 + expected net result): the usual "RTP" of blackjack. */
  perWager: number;
  /** Expected total stake (wager + doubles + splits) per unit of the original wager. */
  stakePerWager: number;
  /** Expected payout over expected total stake: the return on all money staked (what an audit measures). */
  perStake: number;
}

let theory: BlackjackTheory | null = null;

/** The exact (to float precision) return of basic strategy, never insuring, under the rules above. */
export function blackjackTheory(): BlackjackTheory {
  if (theory) return theory;
  let ev = 0;
  let stake = 0;
  for (const up of VALUES) {
    const table = tableFor(up);
    const dealerBlackjack = up === 11 ? P(10) : up === 10 ? P(11) : 0;
    for (const first of VALUES) {
      for (const second of VALUES) {
        const p = P(up) * P(first) * P(second);
        const hand = addValue(addValue({ total: 0, soft: false }, first), second);
        const natural = hand.total === 21;
        if (natural) {
          ev += p * (1 - dealerBlackjack) * 1.5;
          stake += p;
          continue;
        }
        ev += p * dealerBlackjack * -1;
        stake += p * dealerBlackjack;
        // A pair of equal values; of ten-values only same-rank pairs may be split, but splitting tens is
        // never the better play (checked by the tests), so the value-level pair gives the same result.
        const choice = table.twoCards(hand, first === second ? first : null);
        ev += p * (1 - dealerBlackjack) * choice.ev;
        stake += p * (1 - dealerBlackjack) * choice.stake;
      }
    }
  }
  theory = { perWager: 1 + ev, stakePerWager: stake, perStake: (stake + ev) / stake };
  return theory;
}

// ---------------------------------------------------------------------------------------------------------
// The engine

const notNow = () => new GameRuleError(-6, PLAY_ERRORS['-6']);
const noFunds = () => new GameRuleError(-4, PLAY_ERRORS['-4']);
const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'];

function draw(state: BlackjackState): number {
  const card = state.cards[state.cursor % CARDS_PER_BET]!;
  state.cursor += 1;
  return card;
}

// A plain `{ ...object }` is V8's fast copy; a spread followed by more fields takes the slow generic one, and
// this runs on every turn of the audit loop. So copy first, then replace the arrays.
function clone(state: BlackjackState): BlackjackState {
  const copy = { ...state };
  copy.dealer = [...state.dealer];
  copy.hands = state.hands.map(cloneHand);
  return copy;
}

function cloneHand(hand: BlackjackHand): BlackjackHand {
  const copy = { ...hand };
  copy.cards = [...hand.cards];
  return copy;
}

const upCard = (state: BlackjackState) => state.dealer[0]!;
const dealerPeeks = (state: BlackjackState) => cardValue(upCard(state)) >= 10;

function stakeOf(state: BlackjackState): number {
  return state.hands.reduce((sum, hand) => sum + hand.stake, 0) + state.insuranceStake;
}

function actionsOf(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'noInsurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  if (
    state.hands.length === 1 &&
    hand.cards.length === 2 &&
    rankOf(hand.cards[0]!) === rankOf(hand.cards[1]!)
  ) {
    actions.push('split');
  }
  return actions;
}

function handView(hand: BlackjackHand): BlackjackHandView {
  const { total, soft } = handTotal(hand.cards);
  return {
    cards: [...hand.cards],
    total,
    soft,
    doubled: hand.doubled,
    split: hand.split,
    done: hand.done,
    outcome: hand.outcome,
  };
}

function view(state: BlackjackState): BlackjackView {
  const settled = state.phase === 'settled';
  const dealerCards = settled ? [...state.dealer] : [upCard(state)];
  const dealerTotal = handTotal(dealerCards);
  return {
    phase: state.phase,
    dealer: {
      cards: dealerCards,
      total: dealerTotal.total,
      soft: dealerTotal.soft,
      hidden: !settled,
      blackjack: settled ? isBlackjack(state.dealer) : null,
    },
    hands: state.hands.map(handView),
    active: state.phase === 'player' ? state.active : null,
    insurance: state.insurance,
    insurancePaid: settled && state.insurance === 'taken' ? isBlackjack(state.dealer) : null,
    actions: actionsOf(state),
  };
}

/** Settles every hand against the dealer, who draws first unless every hand is bust. */
function settle(state: BlackjackState): void {
  if (state.hands.some((hand) => handTotal(hand.cards).total <= 21)) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state));
  }
  const dealer = handTotal(state.dealer).total;
  for (const hand of state.hands) {
    const total = handTotal(hand.cards).total;
    hand.done = true;
    hand.outcome =
      total > 21
        ? BLACKJACK_OUTCOMES.bust
        : dealer > 21
          ? BLACKJACK_OUTCOMES.dealerBust
          : total > dealer
            ? BLACKJACK_OUTCOMES.won
            : total === dealer
              ? BLACKJACK_OUTCOMES.draw
              : BLACKJACK_OUTCOMES.lose;
  }
  close(state);
}

/** Credits the hands (and the insurance) by their outcomes and closes the round. */
function close(state: BlackjackState): void {
  state.phase = 'settled';
  state.payout = state.hands.reduce(
    (sum, hand) => sum + payoutOf(hand.stake, OUTCOME_RETURN[hand.outcome!]),
    0,
  );
  if (state.insurance === 'taken' && isBlackjack(state.dealer)) state.payout += 3 * state.insuranceStake;
}

/** The peek (and the natural check): settles the round on any blackjack, else hands the turn to the player. */
function afterDeal(state: BlackjackState): void {
  const hand = state.hands[0]!;
  const player = isBlackjack(hand.cards);
  if (dealerPeeks(state) && isBlackjack(state.dealer)) {
    hand.done = true;
    hand.outcome = player ? BLACKJACK_OUTCOMES.draw : BLACKJACK_OUTCOMES.dealerBlackjack;
    return close(state);
  }
  if (player) {
    hand.done = true;
    hand.outcome = BLACKJACK_OUTCOMES.blackjack;
    return close(state);
  }
  state.phase = 'player';
}

/** Moves to the next hand still to play (dealing a split hand its second card), or settles. */
function advance(state: BlackjackState): void {
  while (state.active < state.hands.length) {
    const hand = state.hands[state.active]!;
    if (hand.cards.length === 1) hand.cards.push(draw(state));
    if (!hand.done && handTotal(hand.cards).total >= 21) hand.done = true;
    if (!hand.done) return;
    state.active += 1;
  }
  settle(state);
}

function step(state: BlackjackState): RoundStep<BlackjackState, BlackjackView> {
  const stake = stakeOf(state);
  const settled = state.phase === 'settled';
  return {
    type: settled ? (state.payout >= stake ? 'finish' : 'lose') : 'continue',
    state,
    view: view(state),
    stake,
    payout: settled ? state.payout : 0,
  };
}

function parseData(data: unknown): Record<string, never> {
  if (data !== undefined && data !== null && typeof data !== 'object') throw noFunds();
  return {};
}

export const blackjack: GameModule<'blackjack', BlackjackState, BlackjackView> = {
  engine: {
    id: 'blackjack',
    parseData,
    play({ wager, outcome }) {
      const state: BlackjackState = {
        wager,
        cards: [...outcome.cards],
        cursor: 0,
        dealer: [],
        hands: [{ cards: [], stake: wager, doubled: false, split: false, done: false, outcome: null }],
        active: 0,
        phase: 'player',
        insurance: null,
        insuranceStake: 0,
        payout: 0,
      };
      const hand = state.hands[0]!;
      hand.cards.push(draw(state));
      state.dealer.push(draw(state));
      hand.cards.push(draw(state));
      state.dealer.push(draw(state));
      if (rankOf(upCard(state)) === ACE) {
        state.phase = 'insurance';
        state.insurance = 'offered';
      } else {
        afterDeal(state);
      }
      return step(state);
    },
    turn(current, data, extraStakeAllowed) {
      const action = (data as { action?: unknown } | null)?.action as BlackjackAction;
      if (!ACTIONS.includes(action)) {
        throw new GameRuleError(WHISPER_CODES.invalidApiOperation, 'Invalid API operation');
      }
      if (!actionsOf(current).includes(action)) throw notNow();
      const state = clone(current);
      const hand = state.hands[state.active]!;
      switch (action) {
        case 'insurance': {
          const cost = Math.floor(state.wager / 2);
          if (cost < 1 || cost > extraStakeAllowed) throw noFunds();
          state.insurance = 'taken';
          state.insuranceStake = cost;
          afterDeal(state);
          break;
        }
        case 'noInsurance':
          state.insurance = 'declined';
          afterDeal(state);
          break;
        case 'hit':
          hand.cards.push(draw(state));
          if (handTotal(hand.cards).total >= 21) hand.done = true;
          advance(state);
          break;
        case 'stand':
          hand.done = true;
          advance(state);
          break;
        case 'double':
          if (hand.stake > extraStakeAllowed) throw noFunds();
          hand.stake *= 2;
          hand.doubled = true;
          hand.cards.push(draw(state));
          hand.done = true;
          advance(state);
          break;
        case 'split': {
          if (state.wager > extraStakeAllowed) throw noFunds();
          const [first, second] = hand.cards as [number, number];
          const aces = rankOf(first) === ACE;
          state.hands = [first, second].map((card) => ({
            cards: [card],
            stake: state.wager,
            doubled: false,
            split: true,
            done: false,
            outcome: null,
          }));
          if (aces) {
            // Split aces: one card each, dealt in turn, and both stand.
            for (const splitHand of state.hands) {
              splitHand.cards.push(draw(state));
              splitHand.done = true;
            }
          }
          advance(state);
          break;
        }
      }
      return step(state);
    },
    finish() {
      // Blackjack has no cash out: a round ends by playing its hands out.
      throw notNow();
    },
    reveal: view,
  },
  policy: {
    data: () => ({}),
    /** Never insurance; basic strategy (double falls back to hit, as the strategy only doubles two cards). */
    next(state) {
      if (state.phase === 'insurance') return { action: 'noInsurance' };
      const hand = state.hands[state.active]!;
      const canSplit = actionsOf(state).includes('split');
      return { action: blackjackStrategy(hand.cards, cardValue(upCard(state)), canSplit) };
    },
    /** Payout over total stake (wager, doubles and splits) of basic strategy: see blackjackTheory. */
    theoreticalRtp: () => blackjackTheory().perStake,
  },
};
