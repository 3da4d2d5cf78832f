/** The state of one no-limit hold'em hand, as the engine (hand.ts) moves it on. Chips are integers. */
import type { Card } from './cards';

export type Street = 'preflop' | 'flop' | 'turn' | 'river';
export type ActionKind = 'fold' | 'check' | 'call' | 'bet' | 'raise';

/** A decision; `to` is what bet and raise bring the player's chips in this street to ("raise to"). */
export interface Decision {
  action: ActionKind;
  to?: number;
}

export interface HandPlayer {
  seat: number;
  id: string;
  /** Chips behind. */
  stack: number;
  hole: Card[];
  /** Chips put in this street. */
  street: number;
  /** Chips put in this hand. */
  total: number;
  folded: boolean;
  allIn: boolean;
  /** Acted since the last raise (a raise makes everyone else act again). */
  acted: boolean;
  /** What the player last did this street, for the table's labels. */
  last: { action: ActionKind | 'blind'; amount: number } | null;
}

export interface RakeRule {
  /** Basis points of the pot (500 = 5%). */
  bps: number;
  /** At most this many big blinds a hand. */
  capBigBlinds: number;
}

export interface PotResult {
  amount: number;
  /** Part of `amount` the house kept. */
  rake: number;
  eligible: number[];
  winners: number[];
  /** The winning hand's description at a showdown; null when everyone else folded. */
  hand: string | null;
}

export interface HandResult {
  pots: PotResult[];
  rake: number;
  /** The bet nobody called, given back. */
  returned: { seat: number; amount: number } | null;
  /** Chips each seat won (rake taken). */
  payouts: Record<number, number>;
  /** Hands shown at a showdown. */
  shown: { seat: number; hole: Card[]; description: string }[];
  showdown: boolean;
}

export interface HandState {
  id: string;
  blinds: { small: number; big: number };
  rake: RakeRule;
  button: number;
  /** Dealt-in players in seat order. */
  players: HandPlayer[];
  deck: Card[];
  board: Card[];
  street: Street;
  /** The seat to act; null once the hand is complete. */
  toAct: number | null;
  /** The street's highest contribution. */
  currentBet: number;
  /** The smallest raise increment allowed now. */
  minRaise: number;
  result: HandResult | null;
}

/** What the player to act may do: `minTo`/`maxTo` bound a bet or raise ("to" amounts); null when they cannot. */
export interface LegalActions {
  seat: number;
  canCheck: boolean;
  /** Chips a call costs (0 when checking is possible). */
  callAmount: number;
  raise: { kind: 'bet' | 'raise'; minTo: number; maxTo: number } | null;
}
