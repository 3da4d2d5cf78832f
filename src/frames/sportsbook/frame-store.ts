/**
 * The sportsbook's state: who the player is (from the host's init), where the sportsbook is, the server's clock,
 * and every event it has loaded, kept live by the ticks the host forwards.
 */
import { create } from 'zustand';
import type { Market, SportEvent, SportsTick } from '@contract/sports';
import {
  SPORTSBOOK_MESSAGES,
  SPORTSBOOK_PATH_PARAM,
  sportsbookPathOf,
  type SportsbookCurrency,
  type SportsbookHostMessage,
  type SportsbookInit,
} from '@contract/sportsbook-frame';
import { reportLocation } from './host-link';

export interface FrameState {
  /** Null until the host has said who the player is. */
  player: Omit<SportsbookInit, 'currency' | 'serverNow'> | null;
  currency: SportsbookCurrency | null;
  /** The server's time at the local time of the host's latest message (running clocks move on from it). */
  clock: { server: number; local: number };
  path: string;
  /** Every event loaded, by match id. */
  events: Record<string, SportEvent>;
  /** Server time at which each match's `clock` was read. */
  readAt: Record<string, number>;
  lastTickAt: number;
}

export const useFrame = create<FrameState>(() => ({
  player: null,
  currency: null,
  clock: { server: Date.now(), local: Date.now() },
  path: sportsbookPathOf(new URLSearchParams(window.location.search).get(SPORTSBOOK_PATH_PARAM)),
  events: {},
  readAt: {},
  lastTickAt: 0,
}));

/** The server's time now, as the host last told it. */
export function serverNow(): number {
  const { clock } = useFrame.getState();
  return clock.server + (Date.now() - clock.local);
}

/** Shows `path`; the frame's own URL keeps it for a reload, and the host hears of it (`?bt-path`). */
export function navigate(path: string): void {
  if (useFrame.getState().path !== path) {
    useFrame.setState({ path });
    const url = new URL(window.location.href);
    url.searchParams.set(SPORTSBOOK_PATH_PARAM, path);
    window.history.replaceState(null, '', url);
    document.querySelector('.sb-main')?.scrollTo(0, 0);
  }
  reportLocation(path);
}

/** Keeps the events of an answer and returns their ids in its order. */
export function storeEvents(events: readonly SportEvent[]): string[] {
  const at = serverNow();
  useFrame.setState((state) => {
    const next = { ...state.events };
    const readAt = { ...state.readAt };
    for (const event of events) {
      next[event.match.id] = event;
      readAt[event.match.id] = at;
    }
    return { events: next, readAt };
  });
  return events.map((event) => event.match.id);
}

const withMarket = (markets: readonly Market[], market: Market) =>
  markets.map((entry) => (entry.id === market.id ? market : entry));

/** One push of the sports channel: the changed matches and markets of events already loaded. */
export function applyTick(tick: SportsTick): void {
  const state = useFrame.getState();
  if (tick.at < state.lastTickAt) return;
  const events = { ...state.events };
  const readAt = { ...state.readAt };
  for (const match of tick.matches) {
    const event = events[match.id];
    if (!event) continue;
    events[match.id] = { ...event, match };
    readAt[match.id] = tick.at;
  }
  for (const market of tick.markets) {
    const event = events[market.matchId];
    if (event) events[market.matchId] = { ...event, markets: withMarket(event.markets, market) };
  }
  useFrame.setState({ events, readAt, lastTickAt: tick.at });
}

/** Everything the host says apart from call replies. */
export function applyHostMessage(message: SportsbookHostMessage): void {
  const local = Date.now();
  switch (message.type) {
    case SPORTSBOOK_MESSAGES.init: {
      const { currency, serverNow: server, ...player } = message.init;
      useFrame.setState({ player, currency, clock: { server, local } });
      return;
    }
    case SPORTSBOOK_MESSAGES.navigate:
      navigate(message.path);
      return;
    case SPORTSBOOK_MESSAGES.balance:
      useFrame.setState({ currency: message.currency });
      return;
    case SPORTSBOOK_MESSAGES.tick:
      useFrame.setState({ clock: { server: message.serverNow, local } });
      applyTick(message.tick);
      return;
  }
}
