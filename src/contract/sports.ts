/**
 * The sports world as the client reads it (platform.md: own sport views, sport bet limits, casino/sport mode
 * rule; community.md: sportsbook sidebar, home sports list, esports picker). The spec shows no sport call or
 * payload, so these shapes are this build's; the catalogue itself is in sports-catalogue.ts.
 */

/** A sport type parameter maps the value 'sport' to SPORTS and anything else to ESPORTS (platform.md). */
export type SportKind = 'SPORTS' | 'ESPORTS';

export const sportKindOf = (typeParameter: string): SportKind =>
  typeParameter === 'sport' ? 'SPORTS' : 'ESPORTS';

export interface Sport {
  id: number;
  /** The path the embedded sportsbook loads: 'soccer-1', 'floorball'. */
  slug: string;
  name: string;
  kind: SportKind;
}

export interface League {
  /** '<sport id>-<league index>': '1-0'. */
  id: string;
  sportId: number;
  name: string;
  /** A made-up country or region the league belongs to. */
  region: string;
}

export interface Team {
  /** '<league id>-<team index>': '1-0-3'. */
  id: string;
  leagueId: string;
  name: string;
}

export type MatchStatus = 'scheduled' | 'live' | 'ended';

export interface Score {
  home: number;
  away: number;
}

/** Who won an ended match; 'draw' only where the sport can end level. */
export type MatchWinner = 'home' | 'draw' | 'away';

export interface Match {
  /** '<league id>-<slot>': '1-0-493912'. */
  id: string;
  sportId: number;
  leagueId: string;
  home: Team;
  away: Team;
  /** Sim-clock milliseconds. */
  startsAt: number;
  status: MatchStatus;
  score: Score;
  /** 1-based period in play, 0 before the start; during a break the period just played. */
  period: number;
  /** True between two periods. */
  inBreak: boolean;
  /** Seconds played of the match so far (the page shows the period's own clock from it). */
  clock: number;
  /** Set once the match has ended: the outcome every bet on it settles by. */
  winner?: MatchWinner;
}

export type MarketStatus = 'open' | 'suspended' | 'closed';

export interface MarketOption {
  /** '<market id>:<option key>': '1-0-493912:1x2:home'. */
  id: string;
  /** '1', 'X', '2' or a team's name. */
  name: string;
  /** Decimal odds, two decimals. */
  odds: number;
  suspended: boolean;
}

export interface Market {
  /** '<match id>:<market key>': '1-0-493912:1x2'. */
  id: string;
  matchId: string;
  /** '1X2' for sports that can draw, 'Winner' for the rest. */
  name: string;
  status: MarketStatus;
  options: MarketOption[];
}

/** Matches of a category (sport) live now and in all (live and upcoming within the horizon). */
export interface CategoryCount {
  live: number;
  total: number;
}

export interface SportCategory {
  sport: Sport;
  count: CategoryCount;
}
