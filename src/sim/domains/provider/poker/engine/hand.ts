/**
 * One no-limit hold'em hand: blinds, hole cards, four betting rounds, side pots, rake and the showdown. Pure and
 * synchronous: the table (room/table.ts) feeds it decisions and shows its state. It checks every decision and
 * throws IllegalAction for one the rules do not allow, changing nothing.
 *
 * Chips are conserved: before the result, stacks + chips put in = what the players sat down with; after it,
 * stacks + rake = the same.
 */
import type { Card } from './cards';
import { buildPots, splitPot, uncalledBet } from './pots';
import { bestHands, solveHand } from './showdown';
import type {
  Decision,
  HandPlayer,
  HandResult,
  HandState,
  LegalActions,
  PotResult,
  RakeRule,
  Street,
} from './types';

export class IllegalAction extends Error {}

export interface DealOptions {
  id: string;
  players: { seat: number; id: string; stack: number }[];
  button: number;
  blinds: { small: number; big: number };
  rake: RakeRule;
  /** A shuffled deck; cards are taken from its start. */
  deck: Card[];
}

const NEXT_STREET: Record<Street, Street | null> = {
  preflop: 'flop',
  flop: 'turn',
  turn: 'river',
  river: null,
};
const STREET_CARDS: Record<Street, number> = { preflop: 0, flop: 3, turn: 1, river: 1 };

/** Deals a hand: posts the blinds, two cards each, and asks the first player to act. */
export function dealHand(options: DealOptions): HandState {
  const players = [...options.players]
    .filter((player) => player.stack > 0)
    .sort((a, b) => a.seat - b.seat)
    .map<HandPlayer>((player) => ({
      ...player,
      hole: [],
      street: 0,
      total: 0,
      folded: false,
      allIn: false,
      acted: false,
      last: null,
    }));
  if (players.length < 2) throw new IllegalAction('A hand needs two players with chips');
  const state: HandState = {
    id: options.id,
    blinds: options.blinds,
    rake: options.rake,
    button: options.button,
    players,
    deck: [...options.deck],
    board: [],
    street: 'preflop',
    toAct: null,
    currentBet: options.blinds.big,
    minRaise: options.blinds.big,
    result: null,
  };
  const buttonIndex = indexAtOrAfter(state, options.button);
  state.button = players[buttonIndex]!.seat;
  const { smallIndex, bigIndex } = blindIndexes(state);
  post(players[smallIndex]!, options.blinds.small);
  post(players[bigIndex]!, options.blinds.big);
  for (let round = 0; round < 2; round += 1)
    for (let offset = 1; offset <= players.length; offset += 1)
      players[(buttonIndex + offset) % players.length]!.hole.push(draw(state));
  state.toAct = players[bigIndex]!.seat;
  moveOn(state);
  return state;
}

/** Who posts the blinds: left of the button, except heads-up, where the button posts the small blind. */
export function blindSeats(state: HandState): { small: number; big: number } {
  const { smallIndex, bigIndex } = blindIndexes(state);
  return { small: state.players[smallIndex]!.seat, big: state.players[bigIndex]!.seat };
}

function blindIndexes(state: HandState) {
  const buttonIndex = state.players.findIndex((player) => player.seat === state.button);
  const count = state.players.length;
  const smallIndex = count === 2 ? buttonIndex : (buttonIndex + 1) % count;
  return { buttonIndex, smallIndex, bigIndex: (smallIndex + 1) % count };
}

/** The options of the player to act; null when nobody is to act. */
export function legalActions(state: HandState): LegalActions | null {
  const player = state.toAct === null ? undefined : playerAt(state, state.toAct);
  if (!player) return null;
  const toCall = Math.max(0, state.currentBet - player.street);
  const most = player.street + player.stack;
  const othersCanCall = state.players.some((other) => other !== player && !other.folded && !other.allIn);
  let raise: LegalActions['raise'] = null;
  if (most > state.currentBet && othersCanCall) {
    const kind = state.currentBet === 0 ? 'bet' : 'raise';
    const minTo = Math.min(most, state.currentBet + state.minRaise);
    raise = { kind, minTo, maxTo: most };
  }
  return { seat: player.seat, canCheck: toCall === 0, callAmount: Math.min(toCall, player.stack), raise };
}

/** Applies the decision of the seat to act and moves the hand on (next player, next street or the result). */
export function applyDecision(state: HandState, seat: number, decision: Decision): void {
  const legal = legalActions(state);
  if (!legal || legal.seat !== seat) throw new IllegalAction('It is not your turn');
  const player = playerAt(state, seat)!;
  switch (decision.action) {
    case 'fold':
      player.folded = true;
      break;
    case 'check':
      if (!legal.canCheck) throw new IllegalAction('There is a bet to call');
      break;
    case 'call':
      if (legal.canCheck) throw new IllegalAction('There is nothing to call');
      put(player, legal.callAmount);
      break;
    case 'bet':
    case 'raise': {
      const to = decision.to;
      if (!legal.raise || legal.raise.kind !== decision.action)
        throw new IllegalAction(`You cannot ${decision.action} now`);
      if (
        typeof to !== 'number' ||
        !Number.isSafeInteger(to) ||
        to < legal.raise.minTo ||
        to > legal.raise.maxTo
      )
        throw new IllegalAction(
          `A ${decision.action} must be between ${legal.raise.minTo} and ${legal.raise.maxTo}`,
        );
      const increment = to - state.currentBet;
      if (increment >= state.minRaise) state.minRaise = increment;
      state.currentBet = to;
      put(player, to - player.street);
      for (const other of state.players) if (other !== player) other.acted = false;
      break;
    }
  }
  player.acted = true;
  player.last = { action: decision.action, amount: player.street };
  moveOn(state);
}

/** Chips at the table for this hand: stacks, what is in the pot and the house's rake. Constant through a hand. */
export function chipsAccountedFor(state: HandState): number {
  const stacks = state.players.reduce((sum, player) => sum + player.stack, 0);
  if (state.result) return stacks + state.result.rake;
  return stacks + state.players.reduce((sum, player) => sum + player.total, 0);
}

/** What is in the middle now (all streets). */
export function potSize(state: HandState): number {
  return state.players.reduce((sum, player) => sum + player.total, 0);
}

export function playerAt(state: HandState, seat: number): HandPlayer | undefined {
  return state.players.find((player) => player.seat === seat);
}

function post(player: HandPlayer, blind: number) {
  put(player, Math.min(blind, player.stack));
  player.last = { action: 'blind', amount: player.street };
}

function put(player: HandPlayer, chips: number) {
  player.stack -= chips;
  player.street += chips;
  player.total += chips;
  if (player.stack === 0) player.allIn = true;
}

function draw(state: HandState): Card {
  const card = state.deck.shift();
  if (!card) throw new Error('The deck ran out');
  return card;
}

/** Index of the player in `seat`, or of the next seated one after it. */
function indexAtOrAfter(state: HandState, seat: number): number {
  const index = state.players.findIndex((player) => player.seat >= seat);
  return index === -1 ? 0 : index;
}

const canAct = (player: HandPlayer) => !player.folded && !player.allIn;

/**
 * After a decision (or the blinds): the next player who owes an action from the current seat on, or the next
 * street, the run-out of the board when at most one player can still bet, or the result.
 */
function moveOn(state: HandState): void {
  const live = state.players.filter((player) => !player.folded);
  if (live.length === 1) return finish(state);
  const start = state.players.findIndex((player) => player.seat === state.toAct);
  for (let offset = 1; offset <= state.players.length; offset += 1) {
    const player = state.players[(start + offset) % state.players.length]!;
    if (!canAct(player)) continue;
    const owes = player.street < state.currentBet;
    const alone = !state.players.some((other) => other !== player && canAct(other));
    if (owes || (!player.acted && !alone)) {
      state.toAct = player.seat;
      return;
    }
  }
  nextStreet(state);
}

function nextStreet(state: HandState): void {
  const next = NEXT_STREET[state.street];
  if (!next) return finish(state);
  state.street = next;
  draw(state); // the burn card
  for (let card = 0; card < STREET_CARDS[next]; card += 1) state.board.push(draw(state));
  state.currentBet = 0;
  state.minRaise = state.blinds.big;
  for (const player of state.players) {
    player.street = 0;
    player.acted = false;
    player.last = null;
  }
  // Acting starts left of the button; moveOn looks from the seat after `toAct`.
  state.toAct = state.button;
  moveOn(state);
}

function finish(state: HandState): void {
  state.toAct = null;
  const returned = uncalledBet(state.players);
  if (returned) {
    const player = playerAt(state, returned.seat)!;
    player.stack += returned.amount;
    player.total -= returned.amount;
  }
  const live = state.players.filter((player) => !player.folded);
  const showdown = live.length > 1;
  const potsBefore = buildPots(state.players);
  const rakeTotal = rakeOf(
    state,
    potsBefore.reduce((sum, pot) => sum + pot.amount, 0),
  );
  // Left of the button first: who gets the odd chips of a split pot.
  const order = seatsFromButton(state);
  const solved = new Map(
    showdown ? live.map((player) => [player.seat, solveHand(player.seat, player.hole, state.board)]) : [],
  );
  const payouts: Record<number, number> = {};
  let rakeLeft = rakeTotal;
  const pots: PotResult[] = potsBefore.map((pot) => {
    const rake = Math.min(rakeLeft, pot.amount);
    rakeLeft -= rake;
    const eligible = pot.eligible.length > 0 ? pot.eligible : live.map((player) => player.seat);
    const contenders = eligible.filter((seat) => live.some((player) => player.seat === seat));
    const winners = showdown ? bestHands(contenders.map((seat) => solved.get(seat)!)) : contenders;
    const ordered = order.filter((seat) => winners.includes(seat));
    for (const [seat, chips] of splitPot(pot.amount - rake, ordered))
      payouts[seat] = (payouts[seat] ?? 0) + chips;
    return {
      amount: pot.amount,
      rake,
      eligible,
      winners: ordered,
      hand: showdown ? solved.get(ordered[0]!)!.description : null,
    };
  });
  for (const [seat, chips] of Object.entries(payouts)) playerAt(state, Number(seat))!.stack += chips;
  const result: HandResult = {
    pots,
    rake: rakeTotal,
    returned,
    payouts,
    shown: showdown
      ? live.map((player) => ({
          seat: player.seat,
          hole: player.hole,
          description: solved.get(player.seat)!.description,
        }))
      : [],
    showdown,
  };
  state.result = result;
}

/** The house's share: a percentage of the pot up to a cap, and nothing when the hand ended before the flop. */
function rakeOf(state: HandState, pot: number): number {
  if (state.board.length < 3) return 0;
  return Math.min(Math.floor((pot * state.rake.bps) / 10_000), state.rake.capBigBlinds * state.blinds.big);
}

function seatsFromButton(state: HandState): number[] {
  const index = state.players.findIndex((player) => player.seat === state.button);
  return state.players.map((_, offset) => state.players[(index + 1 + offset) % state.players.length]!.seat);
}
