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

/** cancelled: called off (bets on it are refunded); it never goes live. */
export type MatchStatus = 'scheduled' | 'live' | 'ended' | 'cancelled';

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
  /**
   * Whether the clock runs (live and not in a break): the client moves it on by itself between pushes, so the
   * sports channel only carries a match when something besides its clock changed.
   */
  clockRunning: boolean;
  /** Points of each period played or in play, in order (the stats panel's table; tennis: games of each set). */
  periodScores: Score[];
  /** Tennis and table tennis: the points of the game in play ('15', '30', 'AD'); who serves. */
  gamePoints?: { home: string; away: string };
  serving?: 'home' | 'away';
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

/** Filters of /sport/category/{id}/{filter} (operator choice: the spec names the route, not the values). */
export const SPORT_FILTERS = ['live', 'today', 'upcoming'] as const;
export type SportFilter = (typeof SPORT_FILTERS)[number];

/** A match as the lists show it: the match, its league and its markets (the lists show the first). */
export interface SportEvent {
  match: Match;
  league: League;
  markets: Market[];
}

/** One scoring event of a match, for the event page's timeline and the widget's drawn pitch or map. */
export interface MatchIncident {
  side: 'home' | 'away';
  /** Seconds of play at which it happened. */
  playSecond: number;
  /** Points it was worth (a goal 1, a basket 2 or 3). */
  points: number;
}

/** `/sport/event/{id}`: the event with what happened so far. */
export interface SportEventDetail extends SportEvent {
  incidents: MatchIncident[];
}

/**
 * One push of the sports channel (SPORTS_EVENTS.tick) at each new whole second of the sim clock: the matches
 * whose state changed apart from a running clock (score, period, break, status), and the markets whose odds or
 * status changed, since the previous push. After a jump of the clock it carries the state at the newest second.
 */
export interface SportsTick {
  at: number;
  matches: Match[];
  markets: Market[];
}

/** Refusals of the sport calls (HTTP 404): codes and texts of our own, the spec shows none. */
export const SPORT_ERRORS = {
  unknownSport: { code: -3, message: 'Unknown sport' },
  unknownEvent: { code: -3, message: 'Unknown event' },
} as const;

/** The public channel of the sports world (on the events server, beside PUBLIC_CHANNEL). */
export const SPORTS_CHANNEL = 'sports';
export const SPORTS_EVENTS = {
  /** SportsTick, each sim second that something changed. */
  tick: 'event:sportTick',
  /** SportCategory[] with their counts, whenever a count changed. */
  counts: 'event:sportCounts',
  /** PvpPool (pvp.ts): a pool opened, was joined, locked or settled. */
  pvpPool: 'event:pvpPool',
} as const;
