/**
 * The provider's live tables (issue "The casino floor" §3): roulette, baccarat, blackjack and a game-show money
 * wheel, run by a simulated dealer on the sim clock and shared by every seat, the crowd's and the player's.
 *
 * A round: betting (MULTIPLAYER_TIME_LIMIT_MS), closing ("no more bets"), dealing or spinning, for blackjack a
 * decision window, then the result (settled at its start). The game client (the frame) polls `live.state`; the
 * host page hears the same rounds as multiplayer events on the public channel (MULTIPLAYER_EVENTS).
 */
import type { RouletteBetType } from '../games';

/** The betting window (platform.md §4 "Extended or multiplayer game": default time limit 15 s). */
export const MULTIPLAYER_TIME_LIMIT_MS = 15_000;
/** Countdown colours: warning from 10 s left, alert from 5 s left. */
export const MULTIPLAYER_WARNING_MS = 10_000;
export const MULTIPLAYER_ALERT_MS = 5_000;

export type LiveTableKind = 'roulette' | 'baccarat' | 'blackjack' | 'wheel';
export const LIVE_TABLE_KINDS: readonly LiveTableKind[] = ['roulette', 'baccarat', 'blackjack', 'wheel'];

export type LivePhase = 'betting' | 'closing' | 'dealing' | 'deciding' | 'result';

/** What the dealer is doing in the dealing phase, as the screens say it: wheels spin, cards are dealt. */
export const dealingText = (kind: LiveTableKind) =>
  kind === 'roulette' || kind === 'wheel' ? 'Spinning' : 'Dealing';

/** How long each phase lasts, per kind (blackjack's deciding is its decision window, with auto-stand). */
export const LIVE_PHASE_MS: Record<LiveTableKind, Record<Exclude<LivePhase, 'betting'>, number>> = {
  roulette: { closing: 1_500, dealing: 7_000, deciding: 0, result: 5_000 },
  baccarat: { closing: 1_500, dealing: 6_000, deciding: 0, result: 5_000 },
  blackjack: { closing: 1_500, dealing: 3_000, deciding: 10_000, result: 6_000 },
  wheel: { closing: 1_500, dealing: 7_000, deciding: 0, result: 5_000 },
};

/** What a seat may stake on one spot, and in one round in all, in US dollars (a live table's limits). */
export const LIVE_MAX_ROUND_USD = 5_000;
/** More chips than any board has spots (a roulette board has 37 numbers and 15 outside spots). */
export const LIVE_MAX_BETS = 60;

/** A chip placed on a spot of the table. Amounts are decimals of the session's currency. */
export type LiveBet =
  | { spot: RouletteBetType; value?: number; amount: number }
  | { spot: BaccaratSpot; amount: number }
  | { spot: 'hand'; amount: number }
  | { spot: WheelSpot; amount: number };

export type BaccaratSpot = 'player' | 'banker' | 'tie';
/** The money wheel's numbers: a bet on n pays n to 1. */
export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
export type WheelNumber = (typeof WHEEL_NUMBERS)[number];
export type WheelSpot = `wheel-${WheelNumber}`;
export const wheelSpot = (number: WheelNumber): WheelSpot => `wheel-${number}`;

/**
 * The money wheel's 52 segments: each number in the counts of the best-known live money wheel (its two bonus
 * segments left out), spread round the wheel the way such wheels are painted. The dealer spins
 * segment = floor(f * 52) and the game client draws the same wheel.
 */
export const WHEEL_COUNTS: Record<WheelNumber, number> = { 1: 23, 2: 15, 5: 7, 10: 4, 20: 2, 40: 1 };
export const WHEEL_SEGMENTS: readonly WheelNumber[] = spreadSegments();

function spreadSegments(): WheelNumber[] {
  const total = WHEEL_NUMBERS.reduce((sum, number) => sum + WHEEL_COUNTS[number], 0);
  // Each copy of a number sits at an ideal place (k + 0.5) / count round the wheel; sorting by it interleaves
  // them, ties going to the rarer number, so the 40 and the 20s never sit side by side.
  const slots = WHEEL_NUMBERS.flatMap((number) =>
    Array.from({ length: WHEEL_COUNTS[number] }, (_, k) => ({
      number,
      at: (k + 0.5) / WHEEL_COUNTS[number] + number / (1000 * total),
    })),
  );
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.number);
}

/** A card: rank 1 (ace) to 13 (king) and suit. */
export interface LiveCard {
  rank: number;
  suit: 'clubs' | 'diamonds' | 'hearts' | 'spades';
}

/** What a round came to, per kind (shown in the results strip and dealt out by the game client). */
export type LiveOutcome =
  | { kind: 'roulette'; pocket: number }
  | { kind: 'wheel'; segment: number; number: WheelNumber }
  | {
      kind: 'baccarat';
      player: LiveCard[];
      banker: LiveCard[];
      winner: BaccaratSpot;
      playerTotal: number;
      bankerTotal: number;
    }
  | { kind: 'blackjack'; dealer: LiveCard[]; dealerTotal: number };

/** The blackjack seat's hand: common-draw, so every seat starts from the same two cards. */
export interface LiveHand {
  cards: LiveCard[];
  total: number;
  soft: boolean;
  status: 'playing' | 'stood' | 'bust' | 'blackjack' | 'doubled';
}

/** A seat's stake of a round as the player sees it. */
export interface LiveSeatView {
  bets: LiveBet[];
  /** Sum of the bets (decimal). */
  wager: number;
  /** What the round paid the seat (decimal), once settled; null before. */
  payout: number | null;
  hand: LiveHand | null;
}

/** A multiplayer bet row (platform.md §3): who, in what currency, how much, and what more the table shows. */
export interface MultiplayerBetRow {
  user: { _id: string; name: string };
  game: { currency: string; wager: number };
  additional: { spots: string[]; payout: number | null };
}

export interface LiveTableState {
  table: string;
  kind: LiveTableKind;
  round: number;
  phase: LivePhase;
  /** When the phase ends, on the server clock (ms), and the server clock now (so the client can count down). */
  endsAt: number;
  now: number;
  /** The round's outcome once dealt (the dealing phase animates towards it); null while betting. */
  outcome: LiveOutcome | null;
  /** Blackjack: the shared first two cards and the dealer's up card, once dealt. */
  deal: { player: LiveCard[]; dealerUp: LiveCard } | null;
  /** The newest first, up to LIVE_HISTORY. */
  history: LiveOutcome[];
  /** Everyone's bets this round, the newest first. */
  bets: MultiplayerBetRow[];
  mine: LiveSeatView | null;
}

export const LIVE_HISTORY = 20;

export type BlackjackDecision = 'hit' | 'stand' | 'double';

export interface LiveMethodMap {
  'live.state': { params: void; result: LiveTableState };
  /** Places chips in the betting window (added to the seat's earlier ones); refused outside it (-6's text). */
  'live.bet': { params: { bets: LiveBet[] }; result: LiveTableState };
  /** Blackjack's decision in the decision window. */
  'live.decide': { params: { decision: BlackjackDecision }; result: LiveTableState };
}

/** The refusal of a bet outside the betting window (platform.md §8, play code -6). */
export const LIVE_LATE_BET = 'Cannot place bet at this stage of the game';

/** Multiplayer events' payloads on the public channel (realtime.ts MULTIPLAYER_EVENTS). */
export interface MultiplayerPhasePayload {
  table: string;
  kind: LiveTableKind;
  round: number;
  phase: LivePhase;
  endsAt: number;
  outcome: LiveOutcome | null;
}
export interface MultiplayerBetPayload {
  table: string;
  round: number;
  row: MultiplayerBetRow;
}
export interface MultiplayerSettledPayload {
  table: string;
  round: number;
  outcome: LiveOutcome;
  rows: MultiplayerBetRow[];
}
