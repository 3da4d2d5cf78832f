/**
 * Global client state (platform.md §3 "Global state"), persisted under the product key. Server data that
 * must not survive a reload (licence, user) is kept out of the persisted part.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OddsFormat } from '@contract/odds';
import {
  LIMITS,
  STORAGE_KEY,
  type CurrencyId,
  type Licence,
  type Theme,
  type VipLevel,
} from '@contract/index';

export type Unit = 'btc' | 'satoshi';
export type FiatCurrency = 'usd' | 'eur';
export type LiveChannel = 'mine' | 'all' | 'high_rollers' | 'race';
export type ChatVisibility = 'open' | 'closed';

/** A game the player opened lately, with what its tile shows (the game pages know no more than the id). */
export interface RecentGame {
  id: string;
  name: string;
  image: string;
  /** The provider's name; ORIGINALS_TYPE for the in-house games. */
  type: string;
}

export interface AppState {
  licence: Licence | null;
  demo: boolean;
  locale: string;
  theme: Theme;
  unit: Unit;
  currency: CurrencyId;
  liveFeedEntries: number;
  sound: boolean;
  quick: boolean;
  chat: ChatVisibility;
  /** casino_ or sport_ plus the locale. */
  channel: string;
  liveChannel: LiveChannel;
  fiatView: boolean;
  fiatCurrency: FiatCurrency;
  vip: VipLevel[];
  /** Newest first. */
  recentGames: RecentGame[];
  set: (patch: Partial<Omit<AppState, 'set'>>) => void;
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      licence: null,
      demo: false,
      locale: 'en',
      theme: 'main',
      unit: 'btc',
      currency: 'btc',
      liveFeedEntries: LIMITS.liveFeedEntries,
      sound: true,
      quick: false,
      chat: 'closed',
      channel: 'casino_en',
      liveChannel: 'all',
      fiatView: false,
      fiatCurrency: 'usd',
      vip: [],
      recentGames: [],
      set: (patch) => set(patch),
    }),
    {
      name: STORAGE_KEY,
      // 2: recent games are kept with their names and art (1 kept bare ids, and never wrote any).
      version: 2,
      migrate: (persisted) => ({ ...(persisted as AppState), recentGames: [] }),
      storage: createJSONStorage(() => localStorage),
      partialize: ({ licence: _licence, vip: _vip, set: _set, ...kept }) => kept,
    },
  ),
);

/** Persisted preferences (platform.md §3), kept apart from the global state as the product does. */
export interface Preferences {
  sportHideInactive: boolean;
  oddsFormat: OddsFormat;
  chatRulesAgreed: boolean;
  referralCode: string | null;
  ignoreConnectionIssues: boolean;
  set: (patch: Partial<Omit<Preferences, 'set'>>) => void;
}

export const usePreferences = create<Preferences>()(
  persist(
    (set) => ({
      sportHideInactive: true,
      oddsFormat: 'decimal',
      chatRulesAgreed: false,
      referralCode: null,
      ignoreConnectionIssues: false,
      set: (patch) => set(patch),
    }),
    {
      name: `${STORAGE_KEY}:preferences`,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ set: _set, ...kept }) => kept,
    },
  ),
);
