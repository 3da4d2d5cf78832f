/**
 * Who the crowd is: each simulated player's profile, drawn once from the population stream. VIP levels 0 to 8
 * skewed low, about 10% with private bets, 2 or 3 chat moderators, a few high rollers, one to three
 * currencies each, favourite games, how often they play and talk.
 */
import type { GameId } from '@contract/index';
import type { WorldRandom } from './random';

/** The games the crowd plays: the single-round games, and mines with an early cash out. */
export type CrowdGame = Extract<GameId, 'limbo' | 'keno' | 'roulette' | 'baccarat' | 'mines'>;

export interface BotProfile {
  userId: string;
  name: string;
  vipLevel: number;
  privateBets: boolean;
  moderator: boolean;
  highRoller: boolean;
  /** Relative chance of being online and of starting a session. */
  activity: number;
  /** Relative chance of speaking in chat (near 0: a lurker). */
  chattiness: number;
  /** Favourite games, the first most played. */
  games: CrowdGame[];
  /** Currencies held, the first most played. */
  currencies: string[];
  /** The usual stake in US dollars (capped by the operator's max bet when a bet is placed). */
  stakeUsd: number;
  /** What one deposit brings, in US dollars per currency (the seed deposit and each top-up). */
  bankrollUsd: number;
  /** Join time, ms since epoch. */
  createdAt: number;
  clientSeed: string;
}

/** The crowd's size by default: enough names for a busy chat, few enough to recognise regulars. */
export const DEFAULT_POPULATION = 60;

const VIP_WEIGHTS = [30, 22, 16, 11, 8, 5, 4, 2.5, 1.5];
const GAME_WEIGHTS: Record<CrowdGame, number> = {
  limbo: 30,
  keno: 20,
  roulette: 20,
  mines: 18,
  baccarat: 12,
};
const CURRENCY_WEIGHTS: Record<string, number> = {
  usdt: 40,
  btc: 18,
  eth: 14,
  ltc: 8,
  sol: 8,
  doge: 6,
  trx: 3,
  bnb: 3,
};
const PRIVATE_SHARE = 0.1;
const HIGH_ROLLER_SHARE = 0.08;
const DAY_MS = 86_400_000;

/** `count` different items, each drawn by weight from what is left. */
function drawDistinct<T extends string>(random: WorldRandom, weights: Record<T, number>, count: number): T[] {
  const left = Object.keys(weights) as T[];
  const drawn: T[] = [];
  while (drawn.length < count && left.length > 0) {
    const item = random.weighted(left, (key) => weights[key]);
    drawn.push(item);
    left.splice(left.indexOf(item), 1);
  }
  return drawn;
}

export function drawProfiles(random: WorldRandom, names: readonly string[], now: number): BotProfile[] {
  const size = names.length;
  const order = random.shuffle(names.map((_, index) => index));
  const moderators = new Set(order.slice(0, random.intBetween(2, 3)));
  const highRollers = new Set(order.slice(3, 3 + Math.max(2, Math.round(size * HIGH_ROLLER_SHARE))));
  const privateOnes = new Set(order.slice(-Math.max(1, Math.round(size * PRIVATE_SHARE))));
  const levels = VIP_WEIGHTS.map((_, level) => level);

  return names.map((name, index) => {
    const moderator = moderators.has(index);
    const highRoller = highRollers.has(index);
    const drawnLevel = random.weighted(levels, (level) => VIP_WEIGHTS[level]!);
    const vipLevel = Math.max(drawnLevel, moderator ? 3 : 0, highRoller ? 5 : 0);
    const lurker = random.chance(0.25);
    return {
      userId: random.hex(24),
      name,
      vipLevel,
      privateBets: privateOnes.has(index),
      moderator,
      highRoller,
      activity: random.logBetween(0.3, 3),
      chattiness: (lurker ? 0.05 : random.logBetween(0.3, 2)) * (moderator ? 1.5 : 1),
      games: drawDistinct(random, GAME_WEIGHTS, random.intBetween(1, 3)),
      currencies: drawDistinct(random, CURRENCY_WEIGHTS, random.intBetween(1, 3)),
      stakeUsd: highRoller ? random.logBetween(100, 1_500) : random.logBetween(0.1, 15),
      bankrollUsd: highRoller
        ? random.logBetween(8_000, 60_000)
        : random.logBetween(30, 1_500) * (1 + vipLevel / 2),
      createdAt: now - Math.round(random.logBetween(1, 900) * DAY_MS),
      clientSeed: random.token(16),
    };
  });
}
