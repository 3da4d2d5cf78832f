/**
 * The profile page's tabs (platform.md §2 "/profile/{tag}: player profile or profile tab"): a player's bets page
 * by page, and statistics drawn from their bet history. Neither call is named by the spec: both are extensions.
 * Privacy is the profile's: a private player's bets and statistics answer 403 to everyone but themselves and
 * viewers who see private names.
 */
import type { BetGameId, BetPage } from './games';

/** Days the wagered-per-day chart covers, and how many record multipliers the statistics list. */
export const PROFILE_STATS_RULES = { days: 30, topMultipliers: 5 } as const;

/** One UTC day of real-money play: its date (YYYY-MM-DD) and the stakes in US dollars. */
export interface WageredDay {
  day: string;
  wagered: number;
}

/** One game's settled bets: wins paid more than the stake, losses less (a push is neither). */
export interface GameResults {
  game: BetGameId;
  name: string;
  bets: number;
  wins: number;
  losses: number;
}

export interface TopMultiplier {
  id: string;
  number: number;
  game: BetGameId;
  name: string;
  multiplier: number;
  currency: string;
  demo: boolean;
  createdAt: string;
}

/** `GET /api/profile/{id}/stats`. */
export interface ProfileStats {
  /** The last PROFILE_STATS_RULES.days UTC days, oldest first, today last (days without play at 0). */
  days: WageredDay[];
  /** Every game played, most bets first. */
  games: GameResults[];
  /** The highest multipliers of settled bets, highest first. */
  topMultipliers: TopMultiplier[];
}

export interface ProfileStatsRouteMap {
  'POST /api/profile/bets': { body: { id: string; page: number }; answer: BetPage };
  'GET /api/profile/{id}/stats': { body: void; answer: ProfileStats };
}

export const PROFILE_STATS_PUBLIC_ROUTES = ['POST /api/profile/bets', 'GET /api/profile/{id}/stats'] as const;

export const PROFILE_STATS_EXTENSION_ROUTES = {
  'POST /api/profile/bets': {
    feature: 'Profile bets',
    // Why: the profile's Bets tab pages through a player's bets; the spec shows the tab, names no call
  },
  'GET /api/profile/{id}/stats': {
    feature: 'Profile statistics',
    // Why: the profile's Statistics tab (wagered per day, results by game, top multipliers); no call named
  },
} as const;
