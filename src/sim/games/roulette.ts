/**
 * Roulette: European, single zero (pockets 0..36). One spin settles any number of chip bets placed together:
 *
 * | bet                         | wins when the pocket is            | pays  | returns |
 * |-----------------------------|------------------------------------|-------|---------|
 * | straight (value 0..36)      | that number                        | 35:1  | 36×     |
 * | dozen (value 1..3)          | 1-12, 13-24, 25-36                 | 2:1   | 3×      |
 * | column (value 1..3)         | n % 3 = 1, 2, 0 (n ≥ 1)            | 2:1   | 3×      |
 * | red, black, odd, even,      | the colour / parity / 1-18 / 19-36 | 1:1   | 2×      |
 * | low, high                   | (zero loses them all)              |       |         |
 *
 * Every bet returns 36/37 of its stake on average, so any mix has RTP 36/37 ≈ 97.297%.
 *
 * Outcome: `outcome.pocket` = floor(f × 37) (ARCHITECTURE.md).
 *
 * Money: Play's `data.bets[].amount` are decimals like the wager; the domain converts them with `minorData`
 * before `play`, which requires positive integer amounts summing to the wager. Each winning bet pays
 * amount × return (exact in minor units).
 *
 * Errors: no bets, more than 200, an unknown type, a missing or out-of-range value, a non-positive amount, or
 * amounts that do not sum to the wager are -4 (invalid wager).
 */
import {
  PLAY_ERRORS,
  ROULETTE_POCKETS,
  pocketColour,
  rouletteWins,
  type PlayData,
  type PocketColour,
  type RouletteBet,
  type RouletteBetType,
} from '@contract/index';
import { GameRuleError, payoutOf, type GameModule } from './engine';

export const ROULETTE_MAX_BETS = 200;
export const ROULETTE_BET_TYPES: readonly RouletteBetType[] = [
  'straight',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];
/** What a winning bet returns per unit staked (stake included). */
export const ROULETTE_RETURNS: Record<RouletteBetType, number> = {
  straight: 36,
  dozen: 3,
  column: 3,
  red: 2,
  black: 2,
  odd: 2,
  even: 2,
  low: 2,
  high: 2,
};
export const ROULETTE_RTP = 36 / 37;

export interface RouletteState {
  wager: number;
  bets: RouletteBet[];
  pocket: number;
}

export interface RouletteView {
  pocket: number;
  color: PocketColour;
  /** One entry per bet of Play's data, same order: whether it won and what it returned per unit staked. */
  bets: { type: RouletteBetType; value?: number; won: boolean; multiplier: number }[];
  /** Total payout over total wager. */
  multiplier: number;
}

const invalid = () => new GameRuleError(-4, PLAY_ERRORS['-4']);

function valueRange(type: RouletteBetType): [number, number] | null {
  if (type === 'straight') return [0, ROULETTE_POCKETS - 1];
  if (type === 'dozen' || type === 'column') return [1, 3];
  return null;
}

function parseBet(raw: unknown): RouletteBet {
  const bet = raw as { type?: unknown; value?: unknown; amount?: unknown } | null;
  const type = bet?.type;
  if (typeof type !== 'string' || !(ROULETTE_BET_TYPES as readonly string[]).includes(type)) throw invalid();
  const amount = bet?.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) throw invalid();
  const range = valueRange(type as RouletteBetType);
  if (!range) return { type: type as RouletteBetType, amount };
  const value = bet?.value;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < range[0] || value > range[1]) {
    throw invalid();
  }
  return { type: type as RouletteBetType, value, amount };
}

function parseData(data: unknown): PlayData['roulette'] {
  const bets = (data as { bets?: unknown } | null)?.bets;
  if (!Array.isArray(bets) || bets.length < 1 || bets.length > ROULETTE_MAX_BETS) throw invalid();
  return { bets: bets.map(parseBet) };
}

export const roulette: GameModule<'roulette', RouletteState, RouletteView> = {
  engine: {
    id: 'roulette',
    parseData,
    minorData: (data, toMinor) => ({
      bets: data.bets.map((bet) => ({ ...bet, amount: toMinor(bet.amount) })),
    }),
    play({ wager, data, outcome }) {
      const { bets } = parseData(data);
      let total = 0;
      for (const bet of bets) {
        if (!Number.isSafeInteger(bet.amount)) throw invalid();
        total += bet.amount;
      }
      if (total !== wager) throw invalid();
      const { pocket } = outcome;
      let payout = 0;
      const results = bets.map((bet) => {
        const won = rouletteWins(bet, pocket);
        const multiplier = won ? ROULETTE_RETURNS[bet.type] : 0;
        payout += payoutOf(bet.amount, multiplier);
        return { type: bet.type, ...(bet.value === undefined ? {} : { value: bet.value }), won, multiplier };
      });
      return {
        type: payout > 0 ? 'finish' : 'lose',
        state: { wager, bets, pocket },
        view: {
          pocket,
          color: pocketColour(pocket),
          bets: results,
          multiplier: Math.round((payout / wager) * 1e8) / 1e8,
        },
        stake: wager,
        payout,
      };
    },
  },
  policy: {
    /** `--bet red` (default), `--bet straight --value 17`, `--bet dozen --value 2`: one bet of the whole wager. */
    data: (options) => {
      const type = (options.bet ?? 'red') as RouletteBetType;
      const value = options.value === undefined ? undefined : Number(options.value);
      const needsValue = type === 'straight' || type === 'dozen' || type === 'column';
      return { bets: [{ type, ...(needsValue ? { value: value ?? 1 } : {}), amount: 1 }] };
    },
    theoreticalRtp: () => ROULETTE_RTP,
  },
};
