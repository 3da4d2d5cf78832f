/**
 * Live feed, wins ticker and the weekly race (community.md §2 "Live feed", §3, §4, §7, §9). Owned by the feed and
 * race work of issue 4. Amounts are decimals at the currency's precision, USD values are rounded to the cent, and
 * times are milliseconds since the epoch on the sim clock (which may run faster than real time).
 */
import type { BetGameId } from './games';

/** community.md §9. */
export const FEED_LIMITS = {
  /** Rows of the live feed by default (a setting: the global state's liveFeedEntries). */
  entries: 10,
  /** The most rows one latestGames call answers. */
  maxCount: 50,
  /** High rollers: a real-money bet worth at least this many US dollars. */
  highRollerUsd: 100,
  /** Lucky wins: a win at this multiplier or more. */
  luckyMultiplier: 10,
  /** The wins ticker fetches this many latest wins, then keeps between 25 and 30 items. */
  tickerFetch: 9,
  tickerMin: 25,
  tickerMax: 30,
  /** The ticker adds one arrived win every 5 to 10 seconds (so a burst of wins reads as a steady stream). */
  tickerGapMinMs: 5_000,
  tickerGapMaxMs: 10_000,
} as const;

/** What a private player's name shows as to everyone without the ignore_privacy permission. */
export const HIDDEN_NAME = 'Hidden';

/** The lists of the feed's game tabs; 'mine' falls back to 'all' for guests (community.md §4). */
export type FeedChannel = 'mine' | 'all' | 'high_rollers';
export const FEED_CHANNELS: readonly FeedChannel[] = ['mine', 'all', 'high_rollers'];
/** The feed's tabs: the game lists and the weekly race. */
export type LiveChannel = FeedChannel | 'race';

/**
 * A player as the feed and the race show them. A private player is sent as {_id, name 'Hidden', avatar '',
 * private_bets: true} to anyone who may not see them (and always on the public channel); the id stays so that
 * the owner's Mine tab still finds their own bets.
 */
export interface FeedUser {
  _id: string;
  name: string;
  avatar: string;
  private_bets: boolean;
}

/** One finished bet (community.md §3 "Live game event"): `event:liveGame` and the liveChannel answers. */
export interface LiveGameEvent {
  user: FeedUser;
  game: {
    /** The bet's id: `?bet={_id}` on any page opens its overview. */
    _id: string;
    game: BetGameId;
    currency: string;
    /** Demo-balance bets are listed in All and Mine, never in High rollers or the wins ticker. */
    demo: boolean;
    /** Total staked (the wager plus doubles, splits and insurance). */
    wager: number;
    /** The stake, as the bet overview calls it. */
    splitTotal: number;
    multiplier: number;
    /** 'win' when the round paid more than it took. */
    status: 'win' | 'lose';
    /** What the round paid (the feed's payout column; 0 for a lost round). */
    profit: number;
    profit_usd_converted: number;
    /** The stake in US dollars, for the high-roller test. */
    bet_usd_converted: number;
    /** 'extended' for games played over several turns. */
    type: 'quick' | 'extended';
    /** The owner's id. */
    user: string;
    created_at: string;
  };
  metadata: { id: BetGameId; name: string; image: string };
  /** Milliseconds to wait before showing it, so the feed never spoils the player's own animation. */
  delay: number;
}

/** One item of the latest-wins ticker (community.md §3 "Latest-win item"). */
export interface LatestWinItem {
  /** The bet's id (a trade's id for kind 'trade'). */
  _id: string;
  /** The game's id for kind 'game'; the market's name for a trade. */
  game: string;
  /** The futures ticker of a trade; null for a game. */
  ticker: string | null;
  /** The shown name ('Hidden' for a private player). */
  player: string;
  multiplier: number;
  usdProfit: number;
  /** What the win paid, in `currency`. */
  profit: number;
  currency: string;
  image: string;
  kind: 'game' | 'trade';
  /** The game's name (a third-party game's comes from the catalogue; in-house games take theirs from GAMES). */
  name?: string;
}

/** A win for the ticker: a real-money round that paid more than it took. */
export const isTickerWin = (event: LiveGameEvent) => event.game.status === 'win' && !event.game.demo;

/** Lucky wins: a win at 10x or more (community.md §9). Ticker items are wins by construction. */
export const isLuckyWin = (multiplier: number, won = true) =>
  won && multiplier >= FEED_LIMITS.luckyMultiplier;

/** A feed event as a ticker item; the sim answers all_wins with the same shape. */
export function latestWinOf(event: LiveGameEvent): LatestWinItem {
  return {
    _id: event.game._id,
    game: event.game.game,
    ticker: null,
    player: event.user.name,
    multiplier: event.game.multiplier,
    usdProfit: event.game.profit_usd_converted,
    profit: event.game.profit,
    currency: event.game.currency,
    image: event.metadata.image,
    kind: 'game',
    name: event.metadata.name,
  };
}

export type LatestGamesBody =
  | { mode: 'casino'; type: 'liveChannel'; channel: FeedChannel; count: number }
  | { mode: 'casino'; type: 'all_wins'; count: number };

/**
 * The weekly race (community.md §9): places 1 to 10 get 40, 18, 11, 8, 6, 5, 4, 3, 2 and 1 percent of the pool,
 * places 11 to 20 get 0.2 percent each. A race runs from Monday 00:00 to the next Monday 00:00 (Sunday
 * midnight) in UTC on the sim clock.
 */
export const RACE_PRIZE_PERCENTS: readonly number[] = [
  40, 18, 11, 8, 6, 5, 4, 3, 2, 1, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2,
];
export const RACE_WINNERS = RACE_PRIZE_PERCENTS.length;
/** The licence plugin the race needs (community.md §6); its `reward` setting is the pool in its `currency`. */
export const RACE_PLUGIN = 'race';

export interface RaceInfo {
  /** 'race-' and the UTC date of the Monday it starts. */
  id: string;
  startsAt: number;
  /** Sunday midnight (UTC): the next Monday 00:00. */
  endsAt: number;
  /** The prize pool in `currency`. */
  pool: number;
  currency: string;
}

/** One place of the race (community.md §3 "Race entry"). */
export interface RaceEntry {
  place: number;
  user: FeedUser;
  entry: { wager_usd: number };
  /** What the place wins in the race's currency (0 past place 20). */
  prize: number;
}

/** The signed-in player's own standing; place null before their first real-money bet of the week. */
export interface RaceStanding {
  place: number | null;
  wager_usd: number;
  prize: number;
}

/** `event:race` on the public channel: the top of the running race when it changes (at most every 5 s). */
export interface RaceUpdate {
  race: RaceInfo;
  /** The top 20. */
  entries: RaceEntry[];
  /** The server's clock when this was made, for a countdown on the sim clock. */
  now: number;
}

/** POST /api/leaderboard {type: 'week'}. */
export interface LeaderboardAnswer extends RaceUpdate {
  /** Null for guests. */
  me: RaceStanding | null;
  /** The last finished race with its paid places, if any. */
  previous: { race: RaceInfo; entries: RaceEntry[] } | null;
}

/** Payloads of the feed's realtime events on the public channel. */
export interface FeedRealtimePayloads {
  'event:liveGame': LiveGameEvent;
  'event:race': RaceUpdate;
  /** A futures position that ended in profit, as a ticker item of kind 'trade' (PUBLIC_EVENTS.tradingWin). */
  'event:tradingWin': LatestWinItem;
}

export interface FeedRouteMap {
  /**
   * The feed's history from the stored bets, newest first: type liveChannel answers LiveGameEvent[] of the
   * channel asked, all_wins answers LatestWinItem[] of the latest real-money wins.
   */
  'POST /api/data/latestGames': { body: LatestGamesBody; answer: LiveGameEvent[] | LatestWinItem[] };
  'POST /api/leaderboard': { body: { type: 'week' }; answer: LeaderboardAnswer };
}

export const FEED_PUBLIC_ROUTES = ['POST /api/data/latestGames', 'POST /api/leaderboard'] as const;
