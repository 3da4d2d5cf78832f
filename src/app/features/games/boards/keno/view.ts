/**
 * Keno's view as the board reads it from `round.view` (the backend's Play answer `data`).
 *
 * src/sim/games/keno.ts `KenoView` (cells are 0..39, shown as 1..40):
 *   { risk: 'low' | 'medium' | 'high'; picks: number[]; drawn: number[10] (draw order); hits: number[];
 *     multiplier: number; paytable: number[] (this pick count's row, index = hits) }
 * Only `drawn` is required to show a result; the others default to the Play data and what follows from it.
 *
 * Before a round, the payout row comes from GameData's paytable, read as paytable[risk][picks] (an object keyed
 * '1'..'10', as fixtures/games/keno.json has it) or paytable[risk][picks - 1] (an array).
 */
import { KENO_CELLS, KENO_DRAWS, KENO_MAX_PICKS, type PlayData, type Risk } from '@contract/index';
import { ints, isRecord, num, oneOf, record } from '../shared/parse';

export const RISKS: readonly Risk[] = ['low', 'medium', 'high'];

export interface KenoView {
  picks: number[];
  risk: Risk;
  drawn: number[];
  hits: number[];
  multiplier: number;
  /** The row of the paytable for these picks and risk (index = hits); null when the view has none. */
  paytable: number[] | null;
}

const cellsOf = (value: unknown) => [...new Set(ints(value, 0, KENO_CELLS - 1))];

export function readKenoView(view: unknown, data: PlayData['keno']): KenoView | null {
  const source = record(view);
  const drawn = cellsOf(source.drawn).slice(0, KENO_DRAWS);
  if (drawn.length === 0) return null;
  const picks = Array.isArray(source.picks) ? cellsOf(source.picks) : data.picks;
  const hits = Array.isArray(source.hits)
    ? cellsOf(source.hits)
    : picks.filter((cell) => drawn.includes(cell));
  return {
    picks,
    risk: oneOf(source.risk, RISKS, data.risk),
    drawn,
    hits,
    multiplier: num(source.multiplier, 0),
    paytable: Array.isArray(source.paytable) ? source.paytable.map((value) => num(value, 0)) : null,
  };
}

export const samePicks = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((cell) => b.includes(cell));

/** The multipliers for 0..picks hits, or null when the paytable has no such row. */
export function paytableRow(paytable: unknown, risk: Risk, picks: number): number[] | null {
  if (picks < 1 || picks > KENO_MAX_PICKS || !isRecord(paytable)) return null;
  const table = paytable[risk];
  const row = Array.isArray(table) ? table[picks - 1] : isRecord(table) ? table[String(picks)] : undefined;
  if (!Array.isArray(row)) return null;
  const values = row.slice(0, picks + 1).map((value) => num(value, 0));
  return values.length === picks + 1 ? values : null;
}
