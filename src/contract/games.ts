/**
 * The in-house games on the wire (platform.md §4, §7, §8): the catalogue, the whisper calls (Play goes over
 * the realtime path, the others through POST /api/whisper), their payloads and answers, and bet records.
 * Amounts on the wire are decimal numbers at the currency's precision, like everywhere else.
 */
import type { FairGame } from './fairness/verify';
import type { StairsDifficulty } from './fairness/stairs';
import type { ChatWhisperMap } from './chat';
import type { FeedUser } from './feed';
import type { SupportWhisperMap } from './support';

export type GameId = FairGame;
/**
 * The game of a recorded bet: an in-house game's id, or a third-party catalogue game's id (its slug, like
 * 'emberline-golden-pharaoh'), whose rounds the provider's wallet callbacks record (nonce -1: not verifiable).
 */
export type BetGameId = GameId | (string & {});
export type Risk = 'low' | 'medium' | 'high';

export interface GameInfo {
  id: GameId;
  /** What Play's `api_id` carries. */
  apiId: GameId;
  name: string;
  /** Extended games run over several turns (Turn, Finish) and can be restored after a reload. */
  extended: boolean;
  /** Table games are played with chips rather than a single wager. */
  chips: boolean;
  /** Whether auto-bet is offered (platform.md §3 "Auto-bet settings: supported"). */
  autoBet: boolean;
}

export const GAMES: readonly GameInfo[] = [
  { id: 'keno', apiId: 'keno', name: 'Keno', extended: false, chips: false, autoBet: true },
  { id: 'baccarat', apiId: 'baccarat', name: 'Baccarat', extended: false, chips: true, autoBet: true },
  { id: 'hilo', apiId: 'hilo', name: 'Hilo', extended: true, chips: false, autoBet: false },
  { id: 'roulette', apiId: 'roulette', name: 'Roulette', extended: false, chips: true, autoBet: true },
  { id: 'stairs', apiId: 'stairs', name: 'Stairs', extended: true, chips: false, autoBet: false },
  { id: 'limbo', apiId: 'limbo', name: 'Limbo', extended: false, chips: false, autoBet: true },
  { id: 'mines', apiId: 'mines', name: 'Mines', extended: true, chips: false, autoBet: false },
  { id: 'blackjack', apiId: 'blackjack', name: 'Blackjack', extended: true, chips: false, autoBet: false },
];

export const gameInfo = (id: string): GameInfo | undefined => GAMES.find((game) => game.id === id);

/** Chip list (platform.md §3): display amount and value pairs, values from 1e-8 up to 1e4. */
export const CHIPS: readonly { display: string; value: number }[] = [
  { display: '1', value: 1e-8 },
  { display: '10', value: 1e-7 },
  { display: '100', value: 1e-6 },
  { display: '1K', value: 1e-5 },
  { display: '10K', value: 1e-4 },
  { display: '100K', value: 1e-3 },
  { display: '1M', value: 1e-2 },
  { display: '10M', value: 1e-1 },
  { display: '100M', value: 1 },
  { display: '1B', value: 10 },
  { display: '10B', value: 100 },
  { display: '100B', value: 1e3 },
  { display: '1T', value: 1e4 },
];

export const LIMBO_MAX_TARGET = 1_000_000;
export const LIMBO_MIN_TARGET = 1.01;
export const KENO_MAX_PICKS = 10;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const STAIRS_MOVES = 13;

/** Roulette bets (European, single zero). `value` is the number, dozen (1-3) or column (1-3). */
export type RouletteBetType =
  'straight' | 'dozen' | 'column' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export interface RouletteBet {
  type: RouletteBetType;
  value?: number;
  amount: number;
}

/** Play's `data` per game. */
export interface PlayData {
  keno: { picks: number[]; risk: Risk };
  baccarat: { player: number; banker: number; tie: number };
  hilo: Record<string, never>;
  roulette: { bets: RouletteBet[] };
  stairs: { difficulty: StairsDifficulty };
  limbo: { target: number };
  mines: { mines: number };
  blackjack: Record<string, never>;
}

/** Turn's `data` per extended game. */
export interface TurnData {
  hilo: { action: 'higher' | 'lower' | 'skip' };
  stairs: { column: number };
  mines: { tile: number };
  blackjack: { action: 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'noInsurance' };
}
export type ExtendedGameId = keyof TurnData;

export interface PlayRequest<G extends GameId = GameId> {
  api_id: G;
  /** The wager, a decimal at the currency's precision (for chip games: the sum of the chips). */
  bet: number;
  demo: boolean;
  currency: string;
  /** Skip animations (the answer's delay is 0). */
  quick: boolean;
  data: PlayData[G];
}

/** The round's state as the client shows it. */
export interface GameState {
  /** Milliseconds the client waits before showing the result (0 in quick mode). */
  delay: number;
  /** Whether the round (so far) pays more than it took. */
  win: boolean;
  status: 'in-progress' | 'finished' | 'cancelled';
  /** Total staked so far (decimal), including doubles, splits and insurance. */
  wager: number;
  multiplier: number;
  /** Credited (or, while in progress, what a cash out would pay now). */
  payout: number;
  profit: number;
}

export interface PlayAnswer<View = unknown> {
  game: GameState;
  /** 'extended' for games that go on over turns; null for a settled single round. */
  type: 'extended' | 'multiplayer' | null;
  /** The bet's id; extended games use it for Turn and Finish. */
  id: string;
  canBeFinished: boolean;
  /** What the board draws: cards, cells, pocket, tiles, the game's own view. */
  data: View;
  /** Balance of the currency and kind after the call, to update the header at once. */
  balance: number;
}

export type TurnResultType = 'continue' | 'lose' | 'finish' | 'fail';

export interface TurnAnswer<View = unknown> extends Omit<PlayAnswer<View>, 'type'> {
  type: TurnResultType;
}

/** The unfinished extended game of a user, for RestoreData after a reload. */
export interface RestoreAnswer<View = unknown> {
  game: {
    api_id: GameId;
    id: string;
    bet: number;
    currency: string;
    demo: boolean;
    state: GameState;
    data: View;
  } | null;
}

export interface SeedInfo {
  serverSeedHash: string;
  nextServerSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface SeedChangeAnswer {
  /** The pair that was active, now revealed. */
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  current: SeedInfo;
}

/** One bet as tables and the bet overview show it. */
export interface BetRecord {
  id: string;
  /** Sequential bet number shown as "Bet #n". */
  number: number;
  game: BetGameId;
  /** A third-party game's name (an in-house game's comes from GAMES). */
  gameName?: string;
  /** null when the player is private (the overview shows a hidden name). */
  user: { _id: string; name: string } | null;
  currency: string;
  demo: boolean;
  wager: number;
  multiplier: number;
  payout: number;
  profit: number;
  status: GameState['status'];
  serverSeedHash: string;
  /** Revealed once the player changed the seed pair; null until then. */
  serverSeed: string | null;
  clientSeed: string;
  /** -1 for bets that cannot be verified. */
  nonce: number;
  createdAt: string;
  /** The board's final view, to draw the overview. */
  data: unknown;
}

/**
 * The whisper Info answer (community.md §3 "Bet/game info", §7 "Whisper 'Info'"): the game's metadata, the
 * bet, and its player, for the bet overview. Field names are the spec's; the rest are additions.
 */
export interface BetInfo {
  metadata: { id: BetGameId; name: string };
  info: {
    /** The bet's id. */
    _id: string;
    /** The bet's number: "Bet #{id}", and the `{id}` of a share link `?game={game}-{id}`. */
    id: number;
    game: BetGameId;
    /** The player's id. */
    user: string;
    currency: string;
    demo: boolean;
    /** The stake. */
    splitTotal: number;
    multiplier: number;
    /** What the round paid (the overview's Win; 0 for a lost round), as the live feed's `profit`. */
    profit: number;
    /** 'lose': the round paid nothing (the overview shows multiplier 0.00). */
    status: 'win' | 'lose' | 'in-progress' | 'cancelled';
    server_seed_hash: string;
    /** Revealed once the player changed the seed pair; null until then. */
    server_seed: string | null;
    client_seed: string;
    /** -1 for bets that cannot be verified. */
    nonce: number;
    created_at: string;
    /** The board's final view (an addition: what the round drew). */
    data: unknown;
  };
  /** The player as the live feed shows them: a private player's name is already hidden by the server. */
  user: FeedUser;
}

export type BetScope = 'my' | 'all' | 'high';

export interface BetPage {
  data: BetRecord[];
  page: number;
  pages: number;
  total: number;
}

/** The whisper calls with their payloads and answers. */
export interface WhisperMap extends ChatWhisperMap, SupportWhisperMap {
  Play: { data: PlayRequest; answer: PlayAnswer };
  Turn: { data: { id: string; data: TurnData[ExtendedGameId] }; answer: TurnAnswer };
  Finish: { data: { id: string }; answer: TurnAnswer };
  RestoreData: { data: { api_id?: GameId }; answer: RestoreAnswer };
  GameData: {
    /** With `currency`, the bounds are in that currency (the max bet depends on its EUR price). */
    data: { api_id: GameId; currency?: string };
    answer: { paytable: unknown; rtp: number; minBet: number; maxBet: number | null };
  };
  /** `game_id`: the bet's id, or its number. */
  Info: { data: { game_id: string }; answer: BetInfo };
}
export type WhisperEvent = keyof WhisperMap;
