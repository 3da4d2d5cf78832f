/**
 * The sport, bet slip and player-versus-player calls in the route map. The spec names the sport screens, the
 * bet slip's statuses and errors and the /pvp routes, but no call for any of them, so each is an extension
 * (README "What a real API must add").
 */
import type { JoinPvpPoolBody, OpenPvpPoolBody, PvpPool } from './pvp';
import type { PlaceSportBetBody, QueuedSportBet, SportBet } from './sport-bets';
import type { SportCategory, SportEvent, SportEventDetail, SportFilter } from './sports';

export interface SportsRouteMap {
  /** Every sport and esport with its live and total counts, by live count then total (the sidebar's order). */
  'POST /api/sport/categories': { body: void; answer: SportCategory[] };
  /**
   * Events of one sport (or of all when `sportId` is left out): live ones, today's (live first, then by
   * kick-off), or those not started yet within the horizon ('upcoming', the default, by kick-off). At most
   * `limit` (default 50).
   */
  'POST /api/sport/events': {
    body: { sportId?: number; filter?: SportFilter; limit?: number };
    answer: SportEvent[];
  };
  /** One event with all its markets and its incidents so far (until a day after its start). */
  'POST /api/sport/event': { body: { id: string }; answer: SportEventDetail };
  /** Events whose team or league name contains the query (at least 2 characters), live first. */
  'POST /api/sport/search': { body: { query: string }; answer: SportEvent[] };
  /** Queues a bet (sport-bets.ts): refusals known at once answer 422, the rest arrive with the queue's verdict. */
  'POST /api/sport/bet': { body: PlaceSportBetBody; answer: QueuedSportBet };
  /** One of the caller's queue entries ('Invalid queue id' for any other). */
  'POST /api/sport/bet/queue': { body: { queueId: string }; answer: QueuedSportBet };
  /** The caller's bets: pending ones, or the newest settled ones (up to 50). */
  'POST /api/sport/bets': { body: { status: 'pending' | 'settled' }; answer: SportBet[] };
  /** Pools that are open or locked ('open'), or the newest settled and refunded ones ('settled'). */
  'POST /api/pvp/pools': { body: { status: 'open' | 'settled' }; answer: PvpPool[] };
  'POST /api/pvp/pool': { body: { id: string }; answer: PvpPool };
  'POST /api/pvp/open': { body: OpenPvpPoolBody; answer: PvpPool };
  'POST /api/pvp/join': { body: JoinPvpPoolBody; answer: PvpPool };
}

export const SPORTS_PUBLIC_ROUTES = [
  'POST /api/sport/categories',
  'POST /api/sport/events',
  'POST /api/sport/event',
  'POST /api/sport/search',
  'POST /api/pvp/pools',
  'POST /api/pvp/pool',
] as const;

const world = {
  feature: 'Sport betting',
  // Why: the spec describes the own sport views and the sidebar's live counts but names no call for them
};
const slip = {
  feature: 'Bet slip',
  // Why: the spec lists the bet slip statuses and errors but names no call that places or lists a bet
};
const pvp = {
  feature: 'Player-versus-player betting',
  // Why: the spec names the /pvp routes only
};

export const SPORTS_EXTENSION_ROUTES = {
  'POST /api/sport/categories': world,
  'POST /api/sport/events': world,
  'POST /api/sport/event': world,
  'POST /api/sport/search': world,
  'POST /api/sport/bet': slip,
  'POST /api/sport/bet/queue': slip,
  'POST /api/sport/bets': slip,
  'POST /api/pvp/pools': pvp,
  'POST /api/pvp/pool': pvp,
  'POST /api/pvp/open': pvp,
  'POST /api/pvp/join': pvp,
} as const;
