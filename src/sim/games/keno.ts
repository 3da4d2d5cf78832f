/**
 * Keno: 40 cells (0..39), the player picks 1 to 10 distinct cells and a risk (low, medium, high); 10 cells are
 * drawn. The multiplier is the risk's paytable entry for (number of picks, number of hits).
 *
 * Outcome: `outcome.drawn`, the 10 drawn cells in draw order (ARCHITECTURE.md: `remaining[floor(f * n)]` out of
 * the ascending list of the 40 cells). The draw does not depend on the picks.
 *
 * Paytables: modelled on the best-known operator's keno tables. With n picks the chance of k hits is
 * hypergeometric, C(10, k) × C(30, n − k) / C(40, n); every table returns between 98.6% and 99.1% (the exact
 * values are in fixtures/games/keno.json, computed by scripts/paytables.ts from `KENO_PAYTABLES` below).
 *
 * Errors: picks that are not 1 to 10 distinct integers 0..39, or an unknown risk, are -4 (invalid wager).
 */
import {
  KENO_CELLS,
  KENO_DRAWS,
  KENO_MAX_PICKS,
  PLAY_ERRORS,
  type PlayData,
  type Risk,
} from '@contract/index';
import { GameRuleError, payoutOf, type GameModule } from './engine';

export const KENO_RISKS: readonly Risk[] = ['low', 'medium', 'high'];

/** `KENO_PAYTABLES[risk][picks - 1][hits]`: the multiplier for `hits` of `picks` (hits 0..picks). */
export const KENO_PAYTABLES: Record<Risk, readonly (readonly number[])[]> = {
  low: [
    [0.7, 1.85],
    [0, 2, 3.8],
    [0, 1.1, 1.38, 26],
    [0, 0, 2.2, 7.9, 90],
    [0, 0, 1.5, 4.2, 13, 300],
    [0, 0, 1.1, 2, 6.2, 100, 700],
    [0, 0, 1.1, 1.6, 3.5, 15, 225, 700],
    [0, 0, 1.1, 1.5, 2, 5.5, 39, 100, 800],
    [0, 0, 1.1, 1.3, 1.7, 2.5, 7.5, 50, 250, 1000],
    [0, 0, 1.1, 1.2, 1.3, 1.8, 3.5, 13, 50, 250, 1000],
  ],
  medium: [
    [0.4, 2.75],
    [0, 1.8, 5.1],
    [0, 0, 2.8, 50],
    [0, 0, 1.7, 10, 100],
    [0, 0, 1.4, 4, 14, 390],
    [0, 0, 0, 3, 9, 180, 710],
    [0, 0, 0, 2, 7, 30, 400, 800],
    [0, 0, 0, 2, 4, 11, 67, 400, 900],
    [0, 0, 0, 2, 2.5, 5, 15, 100, 500, 1000],
    [0, 0, 0, 1.6, 2, 4, 7, 26, 100, 500, 1000],
  ],
  high: [
    [0, 3.96],
    [0, 0, 17.1],
    [0, 0, 0, 81.5],
    [0, 0, 0, 10, 259],
    [0, 0, 0, 4.5, 48, 450],
    [0, 0, 0, 0, 11, 350, 710],
    [0, 0, 0, 0, 7, 90, 400, 800],
    [0, 0, 0, 0, 5, 20, 270, 600, 900],
    [0, 0, 0, 0, 4, 11, 56, 500, 800, 1000],
    [0, 0, 0, 0, 3.5, 8, 13, 63, 500, 800, 1000],
  ],
};

export function kenoMultiplier(risk: Risk, picks: number, hits: number): number {
  return KENO_PAYTABLES[risk][picks - 1]?.[hits] ?? 0;
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return Math.round(result);
}

/**
 * The exact hypergeometric chance of each hit count with `picks` picks, as integer counts over C(40, picks)
 * (all below 2^53, so exact): `ways[k]` = C(10, k) × C(30, picks − k).
 */
export function kenoHitWays(picks: number): { ways: number[]; total: number } {
  const ways = Array.from(
    { length: picks + 1 },
    (_, hits) => binomial(KENO_DRAWS, hits) * binomial(KENO_CELLS - KENO_DRAWS, picks - hits),
  );
  return { ways, total: binomial(KENO_CELLS, picks) };
}

/** Σ multiplier(k) × P(k hits). Multipliers have at most 2 decimals, so it is summed in hundredths exactly. */
export function kenoRtp(risk: Risk, picks: number): number {
  const { ways, total } = kenoHitWays(picks);
  let hundredths = 0;
  ways.forEach((count, hits) => {
    hundredths += Math.round(kenoMultiplier(risk, picks, hits) * 100) * count;
  });
  return hundredths / 100 / total;
}

export interface KenoState {
  wager: number;
  risk: Risk;
  picks: number[];
  drawn: number[];
}

export interface KenoView {
  risk: Risk;
  /** The player's cells, ascending. */
  picks: number[];
  /** The 10 drawn cells in draw order (the board reveals them one by one). */
  drawn: number[];
  /** Picked cells that were drawn, in draw order. */
  hits: number[];
  multiplier: number;
  /** This pick count's row of the paytable (index = hits), for the board's payout strip. */
  paytable: number[];
}

function invalid(): GameRuleError {
  return new GameRuleError(-4, PLAY_ERRORS['-4']);
}

/** Which cells a parsed Play picks, reused by every parse: it runs on every round, a Set and a sort would not. */
const picked = new Uint8Array(KENO_CELLS);

function parseData(data: unknown): PlayData['keno'] {
  const raw = data as { picks?: unknown; risk?: unknown } | null;
  const picks = raw?.picks;
  const risk = raw?.risk;
  if (typeof risk !== 'string' || !(KENO_RISKS as readonly string[]).includes(risk)) throw invalid();
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS) throw invalid();
  picked.fill(0);
  for (const cell of picks) {
    if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= KENO_CELLS)
      throw invalid();
    if (picked[cell]) throw invalid();
    picked[cell] = 1;
  }
  const cells: number[] = [];
  for (let cell = 0; cell < KENO_CELLS; cell += 1) if (picked[cell]) cells.push(cell);
  return { picks: cells, risk: risk as Risk };
}

export const keno: GameModule<'keno', KenoState, KenoView> = {
  engine: {
    id: 'keno',
    parseData,
    play({ wager, data, outcome }) {
      const { picks, risk } = parseData(data);
      const drawn = [...outcome.drawn];
      const hits = drawn.filter((cell) => picks.includes(cell));
      const multiplier = kenoMultiplier(risk, picks.length, hits.length);
      const payout = payoutOf(wager, multiplier);
      return {
        type: payout > 0 ? 'finish' : 'lose',
        state: { wager, risk, picks, drawn },
        view: {
          risk,
          picks,
          drawn,
          hits,
          multiplier,
          paytable: [...KENO_PAYTABLES[risk][picks.length - 1]!],
        },
        stake: wager,
        payout,
      };
    },
  },
  policy: {
    /** `--risk low|medium|high` (default high), `--picks n` (default 10): picks cells 0..n−1. */
    data: (options) => ({
      risk: (options.risk ?? 'high') as Risk,
      picks: Array.from({ length: Number(options.picks ?? KENO_MAX_PICKS) }, (_, cell) => cell),
    }),
    theoreticalRtp: (options) =>
      kenoRtp((options.risk ?? 'high') as Risk, Number(options.picks ?? KENO_MAX_PICKS)),
  },
};
