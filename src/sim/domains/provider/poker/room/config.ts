/**
 * The room's tables and the operator's choices: 6-max no-limit hold'em cash tables at three stakes, chips worth a
 * US cent, buy-in 40 to 100 big blinds, 5% rake capped at 3 big blinds and none when the hand ends before the
 * flop, and how long things take on the sim clock.
 */
import type { RakeRule } from '../engine/types';

export interface TableConfig {
  id: string;
  name: string;
  blinds: { small: number; big: number };
  /** How many of the crowd's players it seats when it starts (one seat or more stays free for a person). */
  crowd: { min: number; max: number };
}

export const SEATS = 6;
/** One chip is one US cent. */
export const CHIPS_PER_USD = 100;
export const BUY_IN_BIG_BLINDS = { min: 40, max: 100 } as const;
export const RAKE: RakeRule = { bps: 500, capBigBlinds: 3 };

export const TABLES: readonly TableConfig[] = [
  { id: 'nl10-bluebird', name: 'Bluebird', blinds: { small: 5, big: 10 }, crowd: { min: 3, max: 5 } },
  { id: 'nl10-harbour', name: 'Harbour', blinds: { small: 5, big: 10 }, crowd: { min: 2, max: 4 } },
  { id: 'nl100-emerald', name: 'Emerald', blinds: { small: 50, big: 100 }, crowd: { min: 3, max: 4 } },
  { id: 'nl1000-summit', name: 'Summit', blinds: { small: 500, big: 1000 }, crowd: { min: 2, max: 4 } },
];

export const TIMING = {
  /** A person's time to act before the table checks or folds for them. */
  actionMs: 20_000,
  /** The crowd thinks this long, give or take. */
  botThinkMs: { min: 900, max: 2_600 },
  /** The result stays on the table before the next deal. */
  resultMs: { folded: 2_500, showdown: 5_000 },
  /** A table nobody sits at or watches finishes its hand and rests after this long. */
  watchMs: 3 * 60_000,
  /** A seat left behind by an earlier start of the room (a reload) is cashed out after this long. */
  orphanMs: 2 * 60_000,
} as const;

/** Missed turns in a row after which a person sits out and is stood up at the end of the hand. */
export const TIMEOUTS_TO_SIT_OUT = 2;

export function tableConfig(id: unknown): TableConfig | undefined {
  return TABLES.find((table) => table.id === id);
}

export function buyInBounds(config: TableConfig): { min: number; max: number } {
  return {
    min: BUY_IN_BIG_BLINDS.min * config.blinds.big,
    max: BUY_IN_BIG_BLINDS.max * config.blinds.big,
  };
}
