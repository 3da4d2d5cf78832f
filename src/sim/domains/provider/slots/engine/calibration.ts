/**
 * The exact RTP of a volatility model and the scale of its pays that makes a game return its target.
 *
 * - A line's five symbols are independent, each distributed as its reel's symbol frequencies (a uniform
 *   stop makes every row uniform over the strip), so one line's expectation is a sum over 10^5 symbol
 *   combinations, the same for all 20 lines: the lines' total, in total bets, is that line expectation.
 * - Scatters: a reel shows one with probability 3 x scatters / length (they are never within three stops of
 *   each other); the count over five reels follows from that exactly.
 * - Free spins: each spin (paid or free) triggers with probability q and awards F spins on average; each
 *   free spin retriggers the same way, so a trigger plays F(c) / (1 - q F) spins on average (a branching
 *   process, q F < 1), each worth the multiplier times a spin's mean win s (Wald's identity: whether a spin
 *   is played depends only on the spins before it).
 *
 * RTP = s (1 + q m F / (1 - q F)), linear in the pays: scaling every pay by k scales the RTP by k.
 */
import type { VolatilityModel } from './models';
import { reelLength, REEL_INDEXES } from './models';
import { evaluateLine, type LinePayTable } from './evaluate';
import { REELS, SCATTER, SLOT_SYMBOLS, SYMBOL_COUNT, type SlotSymbol } from './symbols';

export interface ModelMath {
  /** Mean line win of a spin, in total bets. */
  lineReturn: number;
  /** Mean scatter win of a spin, in total bets. */
  scatterReturn: number;
  /** Probability of 0..5 scatters on a spin. */
  scatterOdds: number[];
  /** Probability a spin triggers free spins (3 or more scatters). */
  triggerChance: number;
  /** Mean free spins a trigger awards, before retriggers. */
  meanAward: number;
  /** Mean free spins a single initial spin leads to, retriggers included (1 / (1 - q F)). */
  retriggerFactor: number;
  /** The base game's RTP with the model's pays as written. */
  rtp: number;
}

export function payTable(model: VolatilityModel, scale = 1): number[][] {
  return SLOT_SYMBOLS.map((symbol) =>
    symbol === 'scatter'
      ? [0, 0, 0]
      : model.linePays[symbol as Exclude<SlotSymbol, 'scatter'>].map((pay) => pay * scale),
  );
}

function symbolOdds(model: VolatilityModel, reel: number): number[] {
  const length = reelLength(model, reel);
  return SLOT_SYMBOLS.map(
    (symbol) => (symbol === 'scatter' ? model.scatters[reel]! : model.counts[symbol][reel]!) / length,
  );
}

/** Expected pay of one line, in line bets, by enumerating every symbol combination. */
function lineExpectation(odds: number[][], pays: LinePayTable): number {
  const symbols = new Array<number>(REELS).fill(0);
  let total = 0;
  const walk = (reel: number, weight: number) => {
    if (weight === 0) return;
    if (reel === REELS) {
      total += weight * evaluateLine(symbols, pays).pay;
      return;
    }
    for (let symbol = 0; symbol < SYMBOL_COUNT; symbol += 1) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * odds[reel]![symbol]!);
    }
  };
  walk(0, 1);
  return total;
}

function scatterCountOdds(model: VolatilityModel): number[] {
  let odds = [1];
  for (const reel of REEL_INDEXES) {
    const shown = (3 * model.scatters[reel]!) / reelLength(model, reel);
    const next = new Array<number>(odds.length + 1).fill(0);
    odds.forEach((chance, count) => {
      next[count] = next[count]! + chance * (1 - shown);
      next[count + 1] = next[count + 1]! + chance * shown;
    });
    odds = next;
  }
  return odds;
}

export function modelMath(model: VolatilityModel): ModelMath {
  const odds = REEL_INDEXES.map((reel) => symbolOdds(model, reel));
  const lineReturn = lineExpectation(odds, payTable(model));
  const scatterOdds = scatterCountOdds(model);
  let scatterReturn = 0;
  let triggerChance = 0;
  let awardSum = 0;
  for (let count = 3; count <= REELS; count += 1) {
    scatterReturn += scatterOdds[count]! * model.scatterPays[count - 3]!;
    triggerChance += scatterOdds[count]!;
    awardSum += scatterOdds[count]! * model.freeSpins[count - 3]!;
  }
  const meanAward = awardSum / triggerChance;
  const branching = triggerChance * meanAward;
  if (branching >= 1) throw new RangeError('Free spins would retrigger without end');
  const retriggerFactor = 1 / (1 - branching);
  const spin = lineReturn + scatterReturn;
  const rtp = spin * (1 + triggerChance * model.freeSpinMultiplier * meanAward * retriggerFactor);
  return { lineReturn, scatterReturn, scatterOdds, triggerChance, meanAward, retriggerFactor, rtp };
}

/** The scatter's index, for readers of ModelMath.scatterOdds. */
export { SCATTER };
