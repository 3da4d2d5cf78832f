/**
 * The three volatility models: what each reel holds and what each symbol pays before a game's RTP scales
 * the pays (calibration.ts). Low volatility: many low-symbol hits, small top pays, plain free spins. High:
 * sparse low symbols, large top pays, fewer triggers and tripled free spins. The pays are round numbers in
 * line bets (scatters in total bets); the exact RTP of each model is computed, never guessed.
 */
import type { Volatility } from '../../../catalogue/records';
import { REELS, type SlotSymbol } from './symbols';

/** Pays for 3, 4 and 5 of a kind. */
export type Pays = readonly [number, number, number];
type PerReel = readonly [number, number, number, number, number];

export interface VolatilityModel {
  /** How many stops of each symbol every reel holds (the scatter: one per reel, spaced apart). */
  counts: Readonly<Record<Exclude<SlotSymbol, 'scatter'>, PerReel>>;
  /** Scatters per reel; kept at most one in any three consecutive stops, so a reel shows one at most. */
  scatters: PerReel;
  /** Line pays in line bets. */
  linePays: Readonly<Record<Exclude<SlotSymbol, 'scatter'>, Pays>>;
  /** Scatter pays anywhere, in total bets. */
  scatterPays: Pays;
  /** Free spins for 3, 4 and 5 scatters (in the base game and again as a retrigger). */
  freeSpins: Pays;
  /** Every free spin's win is multiplied by this. */
  freeSpinMultiplier: number;
}

const ALL = (count: number): PerReel => [count, count, count, count, count];

const LOW: VolatilityModel = {
  counts: {
    h1: [2, 2, 2, 2, 2],
    h2: [3, 3, 3, 3, 3],
    h3: [3, 3, 4, 4, 4],
    h4: [4, 4, 4, 4, 4],
    l1: ALL(5),
    l2: ALL(5),
    l3: ALL(6),
    l4: ALL(6),
    wild: [0, 2, 2, 2, 0],
  },
  scatters: ALL(1),
  linePays: {
    wild: [10, 40, 150],
    h1: [8, 30, 120],
    h2: [6, 20, 80],
    h3: [4, 15, 50],
    h4: [4, 12, 40],
    l1: [2, 6, 20],
    l2: [2, 5, 16],
    l3: [1, 4, 12],
    l4: [1, 4, 10],
  },
  scatterPays: [2, 5, 25],
  freeSpins: [10, 15, 20],
  freeSpinMultiplier: 2,
};

const MEDIUM: VolatilityModel = {
  counts: {
    h1: [2, 2, 2, 2, 2],
    h2: [2, 2, 3, 3, 3],
    h3: [3, 3, 3, 3, 3],
    h4: [4, 4, 4, 4, 4],
    l1: ALL(5),
    l2: ALL(6),
    l3: ALL(6),
    l4: ALL(7),
    wild: [0, 2, 2, 2, 0],
  },
  scatters: [1, 1, 2, 1, 1],
  linePays: {
    wild: [20, 100, 500],
    h1: [15, 60, 300],
    h2: [10, 40, 150],
    h3: [6, 25, 100],
    h4: [5, 20, 60],
    l1: [2, 8, 25],
    l2: [2, 6, 20],
    l3: [1, 5, 15],
    l4: [1, 4, 12],
  },
  scatterPays: [2, 10, 50],
  freeSpins: [10, 15, 20],
  freeSpinMultiplier: 2,
};

const HIGH: VolatilityModel = {
  counts: {
    h1: [2, 2, 1, 2, 2],
    h2: [2, 2, 2, 2, 2],
    h3: [3, 3, 3, 3, 3],
    h4: [3, 3, 4, 4, 4],
    l1: ALL(6),
    l2: ALL(7),
    l3: ALL(7),
    l4: ALL(8),
    wild: [0, 2, 1, 2, 0],
  },
  scatters: [1, 1, 2, 1, 1],
  linePays: {
    wild: [50, 250, 2000],
    h1: [40, 200, 1000],
    h2: [20, 80, 400],
    h3: [10, 40, 150],
    h4: [8, 30, 100],
    l1: [2, 8, 30],
    l2: [2, 6, 25],
    l3: [1, 5, 20],
    l4: [1, 4, 15],
  },
  scatterPays: [2, 20, 100],
  freeSpins: [10, 15, 20],
  freeSpinMultiplier: 5,
};

export const VOLATILITY_MODELS: Readonly<Record<Volatility, VolatilityModel>> = {
  low: LOW,
  medium: MEDIUM,
  high: HIGH,
};

export function reelLength(model: VolatilityModel, reel: number): number {
  let length = model.scatters[reel]!;
  for (const counts of Object.values(model.counts)) length += counts[reel]!;
  return length;
}

export const REEL_INDEXES = Array.from({ length: REELS }, (_, reel) => reel);
