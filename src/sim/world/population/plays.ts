/**
 * How a simulated player fills in a game: Play's `data` per game, drawn the way people play (limbo targets
 * mostly low, keno with 4 to 8 picks, outside bets at roulette, banker or player at baccarat, a few mines).
 * Chip games split the wager exactly into the chips' amounts (in minor units, sent as decimals).
 */
import {
  KENO_CELLS,
  KENO_MAX_PICKS,
  MINES_TILES,
  fromMinor,
  type PlayData,
  type RouletteBet,
  type RouletteBetType,
} from '@contract/index';
import type { CrowdGame } from './profiles';
import type { WorldRandom } from './random';

type Data<G extends CrowdGame> = PlayData[G];

const LIMBO_TARGETS: Array<{ weight: number; min: number; max: number }> = [
  { weight: 60, min: 1.5, max: 3 },
  { weight: 25, min: 3, max: 10 },
  { weight: 12, min: 10, max: 100 },
  { weight: 3, min: 100, max: 1_000 },
];

/** Splits `total` minor units into `parts` positive amounts (fewer when the total is too small). */
function split(random: WorldRandom, total: number, parts: number): number[] {
  const count = Math.max(1, Math.min(parts, total));
  const cuts = new Set<number>();
  while (cuts.size < count - 1) cuts.add(random.intBetween(1, total - 1));
  const points = [0, ...[...cuts].sort((a, b) => a - b), total];
  return points.slice(1).map((point, index) => point - points[index]!);
}

const KENO_BOARD = Array.from({ length: KENO_CELLS }, (_, cell) => cell);
/** Mostly 4 to 8 picks. */
const KENO_PICKS = [2, 3, 4, 5, 6, 7, 8, 9, 10].filter((count) => count <= KENO_MAX_PICKS);

const OUTSIDE: RouletteBetType[] = ['red', 'black', 'odd', 'even', 'low', 'high'];

function rouletteBet(random: WorldRandom, amount: number, decimals: number): RouletteBet {
  const kind = random.weighted(['outside', 'dozen', 'column', 'straight'] as const, (name) =>
    name === 'outside' ? 6 : name === 'straight' ? 3 : 1,
  );
  const wire = fromMinor(amount, decimals);
  if (kind === 'outside') return { type: random.pick(OUTSIDE), amount: wire };
  if (kind === 'straight') return { type: 'straight', value: random.int(37), amount: wire };
  return { type: kind, value: random.intBetween(1, 3), amount: wire };
}

export const PLAY_DATA: {
  [G in CrowdGame]: (random: WorldRandom, wager: number, decimals: number) => Data<G>;
} = {
  limbo: (random) => {
    const band = random.weighted(LIMBO_TARGETS, (entry) => entry.weight);
    return { target: Math.round(random.logBetween(band.min, band.max) * 100) / 100 };
  },
  keno: (random) => ({
    picks: random.shuffle(KENO_BOARD).slice(
      0,
      random.weighted(KENO_PICKS, (count) => (count >= 4 && count <= 8 ? 3 : 1)),
    ),
    risk: random.weighted(['low', 'medium', 'high'] as const, (risk) => (risk === 'medium' ? 3 : 2)),
  }),
  roulette: (random, wager, decimals) => ({
    bets: split(
      random,
      wager,
      random.weighted([1, 2, 3], (count) => 4 - count),
    ).map((amount) => rouletteBet(random, amount, decimals)),
  }),
  baccarat: (random, wager, decimals) => {
    const side = random.chance(0.55) ? 'banker' : 'player';
    // Now and then a small side bet on a tie.
    const [main, tie] = random.chance(0.15) ? split(random, wager, 2).sort((a, b) => b - a) : [wager, 0];
    return {
      player: 0,
      banker: 0,
      tie: fromMinor(tie ?? 0, decimals),
      [side]: fromMinor(main!, decimals),
    } as Data<'baccarat'>;
  },
  mines: (random) => ({ mines: random.weighted([1, 2, 3, 4, 5], (count) => (count === 3 ? 3 : 1)) }),
};

const MINES_BOARD = Array.from({ length: MINES_TILES }, (_, tile) => tile);

/** The tiles a mines player tries, in order, before cashing out: 1 to 4 of them. */
export const minesTiles = (random: WorldRandom) =>
  random.shuffle(MINES_BOARD).slice(0, random.intBetween(1, 4));
