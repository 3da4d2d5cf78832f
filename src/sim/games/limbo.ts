/**
 * Limbo: the player sets a target multiplier (1.01 to 1,000,000, 2 decimals); a multiplier is drawn and the bet
 * wins when it is at least the target, paying wager × target.
 *
 * Outcome: `outcome.multiplier` = max(floor(0.99 / f × 100) / 100, 1) (ARCHITECTURE.md, the published
 * translation). The chance that it reaches a target t (2 decimals) is P(f ≤ 0.99 / t), so the return is
 * t × P = 99% (a hair above, by the float's 2^-32 granularity: (kMax + 1) × t / 2^32 with kMax the last winning
 * k of f = k / 2^32, found by `limboWinChance`).
 *
 * Comparison is done in integer hundredths, so a drawn 2.00 meets a target of 2.00 despite binary fractions.
 *
 * Errors: a target that is not a finite number within 1.01..1,000,000 (after rounding to 2 decimals) is -4.
 */
import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  PLAY_ERRORS,
  limboMultiplier,
  type PlayData,
} from '@contract/index';
import { GameRuleError, payoutOf, type GameModule } from './engine';

const TWO_POW_32 = 4_294_967_296;

export const toHundredths = (value: number) => Math.round(value * 100);

const wins = (k: number, target: number) =>
  toHundredths(limboMultiplier(k / TWO_POW_32)) >= toHundredths(target);

/**
 * P(drawn multiplier ≥ target), exactly: floats are k / 2^32 (k = 0 .. 2^32 − 1) and the multiplier falls as k
 * grows, so the winners are k = 0 .. kMax. kMax is found next to ⌊0.99 / target × 2^32⌋ by running the real
 * translation, which settles the binary-rounding cases at the boundary.
 */
export function limboWinChance(target: number): number {
  let k = Math.min(Math.floor((0.99 / target) * TWO_POW_32), TWO_POW_32 - 1);
  while (k < TWO_POW_32 - 1 && wins(k + 1, target)) k += 1;
  while (k >= 0 && !wins(k, target)) k -= 1;
  return (k + 1) / TWO_POW_32;
}

export const limboRtp = (target: number) => target * limboWinChance(target);

export interface LimboState {
  wager: number;
  target: number;
  multiplier: number;
}

export interface LimboView {
  /** The drawn multiplier (2 decimals; 1.00 at least). */
  multiplier: number;
  target: number;
  win: boolean;
  /** The chance of this target, 0..1 (the board shows it as a percentage). */
  winChance: number;
}

function parseData(data: unknown): PlayData['limbo'] {
  const target = (data as { target?: unknown } | null)?.target;
  if (typeof target !== 'number' || !Number.isFinite(target)) throw new GameRuleError(-4, PLAY_ERRORS['-4']);
  const rounded = toHundredths(target) / 100;
  if (rounded < LIMBO_MIN_TARGET || rounded > LIMBO_MAX_TARGET) {
    throw new GameRuleError(-4, PLAY_ERRORS['-4']);
  }
  return { target: rounded };
}

export const limbo: GameModule<'limbo', LimboState, LimboView> = {
  engine: {
    id: 'limbo',
    parseData,
    play({ wager, data, outcome }) {
      const { target } = parseData(data);
      const multiplier = outcome.multiplier;
      const win = toHundredths(multiplier) >= toHundredths(target);
      return {
        type: win ? 'finish' : 'lose',
        state: { wager, target, multiplier },
        view: { multiplier, target, win, winChance: limboWinChance(target) },
        stake: wager,
        payout: win ? payoutOf(wager, target) : 0,
      };
    },
  },
  policy: {
    /** `--target t` (default 2). */
    data: (options) => ({ target: Number(options.target ?? 2) }),
    theoreticalRtp: (options) => limboRtp(parseData({ target: Number(options.target ?? 2) }).target),
  },
};
