/**
 * The operator's settings of the in-house games: the licence's `pluginSettings.inHouse`, the wager bounds of
 * platform.md §8/§9, the answer delays and the lists' sizes. Read at call time, so that a scenario (or a test)
 * that changes the licence object sees the change at once.
 */
import { FEED_LIMITS, type GameId } from '@contract/index';
import { LICENCE, type CurrencyFixture, type PricedCurrency } from '../../context';

/** The world's guest: one demo wallet, seed pair and open game shared by every guest tab. */
export const GUEST_USER_ID = 'guest';

export interface InHouseSettings {
  /** false: every Play answers -99. */
  enabled: boolean;
  /** false: demo Plays (and so every guest Play) answer -7. */
  demoBets: boolean;
  /** The max bet in EUR (-9 above it), or null for none. */
  maxBetEur: number | null;
  /** Games switched off one by one (-5); an addition of ours to the licence's settings, empty by default. */
  disabledGames: string[];
}

export function inHouseSettings(): InHouseSettings {
  const raw = (LICENCE.pluginSettings.inHouse ?? {}) as Record<string, unknown>;
  const max = raw.maxBetEur;
  return {
    enabled: raw.enabled !== false,
    demoBets: raw.demoBets !== false,
    maxBetEur: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : null,
    disabledGames: Array.isArray(raw.disabledGames)
      ? raw.disabledGames.filter((id): id is string => typeof id === 'string')
      : [],
  };
}

/**
 * The minimum wager (play code -1): 0.01 for 2-decimal currencies, else 1e-8 (platform.md §8), never less
 * than one minor unit (a 6-decimal currency's minimum is 0.000001).
 */
export function minimumMinor(currency: CurrencyFixture): number {
  const minimum = currency.decimals === 2 ? 0.01 : 1e-8;
  return Math.max(1, Math.ceil(minimum * 10 ** currency.decimals - 1e-9));
}

/** The max bet (play code -9) in minor units of `currency` at its EUR price, rounded down; null without one. */
export function maxBetMinor(currency: PricedCurrency, maxBetEur: number): number | null {
  if (!(currency.priceEur > 0) || !Number.isFinite(currency.priceEur)) return null;
  return Math.floor((maxBetEur / currency.priceEur) * 10 ** currency.decimals + 1e-9);
}

/**
 * How long the client animates a settled round before it shows the result (PlayAnswer.game.delay), in ms.
 * Quick mode, rounds still in progress and cancelled rounds answer 0. The values follow the boards: keno
 * draws 10 cells 140 ms apart, mines and stairs uncover the whole board, roulette spins the wheel.
 */
export const GAME_DELAY_MS: Record<GameId, number> = {
  keno: 1500,
  baccarat: 2500,
  hilo: 600,
  roulette: 3000,
  stairs: 800,
  limbo: 800,
  mines: 800,
  blackjack: 1200,
};

/** Rows per page of the bet tables. */
export const BETS_PAGE_SIZE = 20;
/** High rollers: a real-money wager worth at least this many US dollars (community.md §9). */
export const HIGH_ROLLER_USD = FEED_LIMITS.highRollerUsd;
