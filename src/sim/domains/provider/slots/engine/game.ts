/**
 * One video slot of the catalogue as the provider runs it: its volatility model, its own reel strips, and
 * its pays scaled so that the game returns exactly its RTP (calibration.ts); the buy-bonus price set so that
 * buying returns the same. Built once per game id.
 */
import type { Volatility } from '../../../catalogue/records';
import { modelMath, payTable, type ModelMath } from './calibration';
import { VOLATILITY_MODELS } from './models';
import { buildStrips } from './strips';

/** Free spins a bought bonus starts with (what three scatters award). */
export const BOUGHT_SCATTERS = 3;

export interface SlotGame {
  id: string;
  volatility: Volatility;
  rtp: number;
  strips: number[][];
  /** Line pays by symbol index, [3, 4, 5 of a kind], in line bets, scaled to the RTP. */
  linePays: number[][];
  /** Scatter pays for 3, 4, 5, in total bets, scaled. */
  scatterPays: readonly number[];
  /** Free spins for 3, 4, 5 scatters. */
  freeSpins: readonly number[];
  freeSpinMultiplier: number;
  /** The price of the bonus round, in total bets (two decimals). */
  buyPrice: number;
  /** The exact RTP of buying at that price (equal to `rtp` up to the price's rounding). */
  buyRtp: number;
  /** The model's maths before scaling. */
  math: ModelMath;
  scale: number;
}

export interface SlotGameSpec {
  id: string;
  volatility: Volatility;
  rtp: number;
}

const built = new Map<string, SlotGame>();
const mathByVolatility = new Map<Volatility, ModelMath>();

function mathOf(volatility: Volatility): ModelMath {
  let math = mathByVolatility.get(volatility);
  if (!math) {
    math = modelMath(VOLATILITY_MODELS[volatility]);
    mathByVolatility.set(volatility, math);
  }
  return math;
}

/** Expected win of a bonus round that starts with `spins` free spins, in total bets, at scale 1. */
export function bonusValue(math: ModelMath, multiplier: number, spins: number): number {
  return multiplier * (math.lineReturn + math.scatterReturn) * spins * math.retriggerFactor;
}

export function slotGame(spec: SlotGameSpec): SlotGame {
  const key = `${spec.id}:${spec.volatility}:${spec.rtp}`;
  const cached = built.get(key);
  if (cached) return cached;
  const model = VOLATILITY_MODELS[spec.volatility];
  const math = mathOf(spec.volatility);
  const scale = spec.rtp / math.rtp;
  const boughtValue =
    scale * bonusValue(math, model.freeSpinMultiplier, model.freeSpins[BOUGHT_SCATTERS - 3]!);
  const buyPrice = Math.round((boughtValue / spec.rtp) * 100) / 100;
  const game: SlotGame = {
    id: spec.id,
    volatility: spec.volatility,
    rtp: spec.rtp,
    strips: buildStrips(model, spec.id),
    linePays: payTable(model, scale),
    scatterPays: model.scatterPays.map((pay) => pay * scale),
    freeSpins: model.freeSpins,
    freeSpinMultiplier: model.freeSpinMultiplier,
    buyPrice,
    buyRtp: boughtValue / buyPrice,
    math,
    scale,
  };
  built.set(key, game);
  return game;
}
