/**
 * The sports world as the client holds it: every event any sport screen (or the bet slip) has loaded, kept live
 * by the sports channel's pushes, and the categories with their counts. Screens load their lists through
 * `loadEvents` / `loadEvent` and read the events by id, so a push updates every screen that shows a match at
 * once. The first watcher binds the channel, the last one lets it go; the client never polls for odds.
 */
import { create } from 'zustand';
import { ApiError } from '@contract/errors';
import {
  SPORTS_CHANNEL,
  SPORTS_EVENTS,
  type Market,
  type Match,
  type MarketOption,
  type MatchIncident,
  type SportCategory,
  type SportEvent,
  type SportFilter,
  type SportsTick,
} from '@contract/sports';
import { api, getTransport } from '../../api/api';
import { recordServerTime, serverNow } from '../../api/server-clock';

export interface SportsState {
  categories: SportCategory[];
  categoriesStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** Every event loaded so far, by match id. */
  events: Record<string, SportEvent>;
  /** Sim time at which each match's `clock` was read (its running clock moves on from there). */
  clockReadAt: Record<string, number>;
  /** Sim time of the newest push applied. */
  lastTickAt: number;
  /** Incidents of the events opened on their own page, kept growing by the pushes' scores. */
  incidents: Record<string, MatchIncident[]>;
}

export const useSports = create<SportsState>(() => ({
  categories: [],
  categoriesStatus: 'idle',
  events: {},
  clockReadAt: {},
  lastTickAt: 0,
  incidents: {},
}));

/** What a failed call shows: the server's message, or a generic line for anything else. */
export const sportsFailureText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'An error has occurred.';

const now = () => serverNow() ?? Date.now();

/** Keeps the events of an answer (a list or one event), returning their ids in the answer's order. */
export function storeEvents(events: readonly SportEvent[]): string[] {
  const at = now();
  useSports.setState((state) => {
    const next = { ...state.events };
    const readAt = { ...state.clockReadAt };
    for (const event of events) {
      next[event.match.id] = event;
      readAt[event.match.id] = at;
    }
    return { events: next, clockReadAt: readAt };
  });
  return events.map((event) => event.match.id);
}

export async function loadCategories(): Promise<void> {
  if (useSports.getState().categoriesStatus !== 'ready') useSports.setState({ categoriesStatus: 'loading' });
  try {
    const categories = await api('POST /api/sport/categories');
    useSports.setState({ categories, categoriesStatus: 'ready' });
  } catch {
    if (useSports.getState().categoriesStatus !== 'ready') useSports.setState({ categoriesStatus: 'error' });
  }
}

/** Loads a list of events (sports-routes.ts 'POST /api/sport/events'), returning their ids in order. */
export async function loadEvents(body: {
  sportId?: number;
  filter?: SportFilter;
  limit?: number;
}): Promise<string[]> {
  return storeEvents(await api('POST /api/sport/events', body));
}

/** Events whose team or league matches the query, live first. */
export async function searchEvents(query: string): Promise<string[]> {
  return storeEvents(await api('POST /api/sport/search', { query }));
}

/** Loads one event with its incidents so far; the pushes keep both up to date from then on. */
export async function loadEvent(id: string): Promise<void> {
  const { incidents, ...event } = await api('POST /api/sport/event', { id });
  storeEvents([event]);
  useSports.setState((state) => ({ incidents: { ...state.incidents, [event.match.id]: incidents } }));
}

/**
 * The incidents a push's new score adds (the push carries the match, not its incidents): one per side whose
 * score rose, at the match's clock, worth the points it rose by.
 */
export function incidentsFromScore(before: Match, after: Match): MatchIncident[] {
  const added: MatchIncident[] = [];
  for (const side of ['home', 'away'] as const) {
    const points = after.score[side] - before.score[side];
    if (points > 0) added.push({ side, playSecond: after.clock, points });
  }
  return added;
}

const replaceMarket = (markets: readonly Market[], market: Market) =>
  markets.map((entry) => (entry.id === market.id ? market : entry));

/** Applies one push: changed matches and markets of events already held (others are not shown anywhere). */
export function applySportsTick(tick: SportsTick): void {
  const state = useSports.getState();
  if (tick.at < state.lastTickAt) return;
  const events = { ...state.events };
  const clockReadAt = { ...state.clockReadAt };
  const incidents = { ...state.incidents };
  for (const match of tick.matches) {
    const event = events[match.id];
    if (!event) continue;
    const held = incidents[match.id];
    if (held) incidents[match.id] = [...held, ...incidentsFromScore(event.match, match)];
    events[match.id] = { ...event, match };
    clockReadAt[match.id] = tick.at;
  }
  for (const market of tick.markets) {
    const event = events[market.matchId];
    if (event) events[market.matchId] = { ...event, markets: replaceMarket(event.markets, market) };
  }
  useSports.setState({ events, clockReadAt, incidents, lastTickAt: tick.at });
}

function applyCounts(categories: SportCategory[]): void {
  useSports.setState({ categories, categoriesStatus: 'ready' });
}

let watchers = 0;
let stopFeed: (() => void) | null = null;

/** Keeps the sports world live while the caller watches; returns the function that stops watching. */
export function watchSports(): () => void {
  watchers += 1;
  if (watchers === 1) {
    const { realtime } = getTransport();
    const unbindTick = realtime.listen(SPORTS_CHANNEL, SPORTS_EVENTS.tick, (payload) => {
      const tick = payload as SportsTick;
      // A push tells the server's second: after a jump of the sim clock the running clocks follow at once.
      recordServerTime({ at: tick.at, resolution: 1_000 });
      applySportsTick(tick);
    });
    const unbindCounts = realtime.listen(SPORTS_CHANNEL, SPORTS_EVENTS.counts, (payload) =>
      applyCounts(payload as SportCategory[]),
    );
    void loadCategories();
    stopFeed = () => {
      unbindTick();
      unbindCounts();
    };
  }
  return () => {
    watchers -= 1;
    if (watchers === 0) {
      stopFeed?.();
      stopFeed = null;
    }
  };
}

/** Seconds of play a match shows at sim time `at` (its running clock moved on from the last reading). */
export function matchClockAt(match: Match, readAt: number, at: number): number {
  if (!match.clockRunning) return match.clock;
  return match.clock + Math.max(0, Math.floor((at - readAt) / 1000));
}

/** An option held in any loaded event, with its market and match. */
export function findOption(
  events: Record<string, SportEvent>,
  optionId: string,
): { event: SportEvent; market: Market; option: MarketOption } | undefined {
  const event = events[optionId.split(':')[0] ?? ''];
  if (!event) return undefined;
  for (const market of event.markets) {
    const option = market.options.find((entry) => entry.id === optionId);
    if (option) return { event, market, option };
  }
  return undefined;
}
