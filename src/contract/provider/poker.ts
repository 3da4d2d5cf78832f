/**
 * The poker room's calls (the provider's hold'em cash tables, game 'holdem-poker-room'). The tables play in
 * chips worth one US cent each (blinds like $0.05/$0.10 are 5/10 chips): a seat is bought with chips at the
 * session currency's price of that moment, and the chips left go back at the same rate when the player leaves.
 * `chip.value` converts chips to the session's currency for display.
 */

/** The poker game's catalogue id. */
export const POKER_ROOM_GAME_ID = 'holdem-poker-room';

export type PokerActionKind = 'fold' | 'check' | 'call' | 'bet' | 'raise';

/** How much one chip is worth in the session's currency now (decimal). */
export interface PokerChipValue {
  currency: string;
  value: number;
}

export interface PokerLobbyTable {
  id: string;
  name: string;
  /** Blinds and buy-in bounds in chips (buy-in 40 to 100 big blinds). */
  blinds: { small: number; big: number };
  buyIn: { min: number; max: number };
  seats: number;
  players: number;
  /** The average pot of the table's recent hands, in chips (0 before any). */
  averagePot: number;
  /** Hands dealt since the room opened. */
  hands: number;
  /** Whether the caller sits at this table. */
  seated: boolean;
}

export interface PokerLobby {
  chip: PokerChipValue;
  tables: PokerLobbyTable[];
}

export interface PokerPlayerView {
  id: string;
  name: string;
  avatar: string;
}

export interface PokerSeatView {
  seat: number;
  /** Null for an empty seat. */
  player: PokerPlayerView | null;
  stack: number;
  /** Chips put in this betting round. */
  bet: number;
  /** Dealt into the current hand and not folded. */
  inHand: boolean;
  folded: boolean;
  allIn: boolean;
  /** The seat's cards: faces for its own player and at a showdown, null for a face-down card, none when out. */
  cards: (string | null)[];
  /** What the player last did this round (a blind, a call, ...). */
  last: { action: PokerActionKind | 'blind'; amount: number } | null;
  /** Misses hands until they act again (timed out twice); stood up at the end of the hand. */
  sittingOut: boolean;
  isYou: boolean;
}

export type PokerStreet = 'preflop' | 'flop' | 'turn' | 'river';

export interface PokerHandView {
  id: string;
  number: number;
  street: PokerStreet;
  board: string[];
  button: number;
  smallBlindSeat: number | null;
  bigBlindSeat: number | null;
  /** Everything in the middle, this round's bets included. */
  pot: number;
  toAct: number | null;
  /** Server time (ms) by which the player to act must decide; they check or fold then. */
  deadline: number | null;
}

export interface PokerPotResult {
  amount: number;
  rake: number;
  winners: number[];
  /** The winning hand ("Flush, Ace High"); null when everyone else folded. */
  hand: string | null;
}

export interface PokerHandResult {
  handId: string;
  pots: PokerPotResult[];
  rake: number;
  /** Chips each seat won. */
  payouts: Record<number, number>;
  shown: { seat: number; cards: string[]; description: string }[];
}

/** The caller's options when it is their turn ("to" amounts: what the round's bet becomes). */
export interface PokerLegalView {
  canCheck: boolean;
  callAmount: number;
  raise: { kind: 'bet' | 'raise'; minTo: number; maxTo: number } | null;
}

export interface PokerTableState {
  table: { id: string; name: string; blinds: { small: number; big: number }; seats: number };
  chip: PokerChipValue;
  /** Server time of this answer (timers count from it). */
  now: number;
  seats: PokerSeatView[];
  hand: PokerHandView | null;
  /** The last finished hand, shown until the next is dealt. */
  result: PokerHandResult | null;
  you: {
    seat: number | null;
    /** Set when it is the caller's turn. */
    legal: PokerLegalView | null;
    /** Leaves at the end of the hand under way. */
    leaving: boolean;
    /** What the caller cashed out when they last left this table (decimal, session currency). */
    cashedOut: number | null;
  };
}

export interface PokerLeaveAnswer {
  /** True when the player was in a hand: they leave when it ends (cashedOut comes then). */
  pending: boolean;
  /** What went back to the wallet (decimal, session currency); null while pending. */
  cashedOut: number | null;
}

/** The poker game client's calls to the provider's server. */
export interface PokerMethodMap {
  'poker.lobby': { params: void; result: PokerLobby };
  /** Takes a free seat with `buyIn` chips (40 to 100 big blinds), paid from the wallet. */
  'poker.sit': { params: { table: string; buyIn: number }; result: PokerTableState };
  /** The table as the caller sees it (watching or seated). */
  'poker.state': { params: { table: string }; result: PokerTableState };
  /** The caller's decision; `amount` is the "to" amount of a bet or raise, in chips. */
  'poker.act': {
    params: { table: string; action: PokerActionKind; amount?: number };
    result: PokerTableState;
  };
  /** Stands up and cashes out the stack (at the end of the hand when in one). */
  'poker.leave': { params: { table: string }; result: PokerLeaveAnswer };
}
