/**
 * The slots game client's calls to the provider's server: the video slots (5x3 reels, 20 paylines, wilds,
 * scatters, free spins and, for the buy-bonuses games, a bonus round for sale) and the instant scratch cards.
 * Amounts are decimals in the session's currency; multipliers ("pays") are in total bets.
 */

/** Symbols by id: h1..h4 pictures (h1 pays most), l1..l4 card ranks, the wild and the scatter. */
export type SlotSymbolId = 'h1' | 'h2' | 'h3' | 'h4' | 'l1' | 'l2' | 'l3' | 'l4' | 'wild' | 'scatter';
export type SlotVolatility = 'low' | 'medium' | 'high';

export interface SlotPaytableRow {
  symbol: SlotSymbolId;
  /** What 3, 4 and 5 of a kind on a line pay, in total bets (scatters: anywhere). */
  pays: [number, number, number];
}

/** A free-spins round in progress: its bet and how far it has come. */
export interface SlotOpenRound {
  bet: number;
  freeSpins: SlotFreeSpins;
  roundWin: number;
  bought: boolean;
}

export interface SlotFreeSpins {
  /** Free spins still to play. */
  left: number;
  /** Free spins awarded in the round so far (retriggers included). */
  total: number;
  /** Free spins the last spin awarded (0 when none). */
  won: number;
  multiplier: number;
}

export interface SlotConfig {
  theme: string;
  volatility: SlotVolatility;
  /** Return to player, 0.94 to 0.97. */
  rtp: number;
  symbols: { id: SlotSymbolId; name: string }[];
  reels: number;
  rows: number;
  /** Each payline's row (0 top) on each reel. */
  paylines: number[][];
  /** Each reel's strip of symbols, read top to bottom (cyclic). */
  strips: SlotSymbolId[][];
  paytable: SlotPaytableRow[];
  /** Free spins for 3, 4 and 5 scatters. */
  freeSpins: [number, number, number];
  freeSpinMultiplier: number;
  /** Stakes offered, ascending, in the session's currency. */
  betSteps: number[];
  defaultBet: number;
  /** The currency's decimals (how amounts are shown). */
  decimals: number;
  /** The price of the bonus round in total bets (buy-bonuses games), or null when it is not for sale. */
  buyPrice: number | null;
  /** What buying the bonus starts with. */
  buyFreeSpins: number | null;
  /** A free-spins round left open (a reload in the middle of one): the next spins continue it. */
  round: SlotOpenRound | null;
}

export interface SlotSpinParams {
  /** Total stake of the spin (all 20 lines), one of betSteps. During free spins: the round's bet. */
  bet: number;
  /** Buy the bonus round at buyPrice x bet instead of spinning. */
  buyBonus?: boolean;
}

export interface SlotLineWin {
  /** Index into paylines. */
  line: number;
  symbol: SlotSymbolId;
  count: number;
  amount: number;
}

export interface SlotSpinResult {
  /** grid[reel][row], row 0 on top. Empty for a bought bonus's opening (no reels spun). */
  grid: SlotSymbolId[][];
  wins: SlotLineWin[];
  scatter: { count: number; amount: number };
  /** This spin's win (multiplier included). */
  spinWin: number;
  /** The multiplier this spin paid at (free spins). */
  multiplier: number;
  /** Free spins after this spin; null when the round has none. */
  freeSpins: SlotFreeSpins | null;
  /** The round's win so far (paid when the round finishes). */
  roundWin: number;
  roundFinished: boolean;
  /** The player's balance after the spin. */
  balance: number;
}

export interface InstantConfig {
  theme: string;
  volatility: SlotVolatility;
  rtp: number;
  /** The card's prizes in total bets: three alike win it. */
  prizes: number[];
  betSteps: number[];
  defaultBet: number;
  decimals: number;
}

export interface InstantPlayResult {
  /** Nine cells, row by row: each a prize in bets (an index of prizes would hide the value from the art). */
  cells: number[];
  /** The prize won in bets, or null. */
  prize: number | null;
  win: number;
  balance: number;
}

/** The slots game client's calls to the provider's server. */
export interface SlotMethodMap {
  'slots.config': { params: void; result: SlotConfig };
  'slots.spin': { params: SlotSpinParams; result: SlotSpinResult };
  'instant.config': { params: void; result: InstantConfig };
  'instant.play': { params: { bet: number }; result: InstantPlayResult };
}

/** Refusal codes of the slots' calls (beside the wallet's INSUFFICIENT_FUNDS). */
export const SLOT_ERRORS = {
  invalidBet: 'INVALID_BET',
  roundInProgress: 'FREE_SPINS_IN_PROGRESS',
  noBonusForSale: 'BONUS_NOT_FOR_SALE',
  wrongGame: 'WRONG_GAME',
} as const;
