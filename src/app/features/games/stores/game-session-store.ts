/**
 * The game page's session (platform.md §3 "Game instance", §4 "Extended or multiplayer game"): the game on
 * the page, the round on screen, whether a play is pending, the wager and Play data, the result popup and
 * the profit monitor's stats. Actions that talk to the server live in play/actions.ts.
 */
import { create } from 'zustand';
import type { GameInfo, GameState, WhisperMap } from '@contract/index';
import type { GameUi, RoundOnScreen } from '../game-ui';

/** The per-game UI as the registry hands it out (its game is only known at run time). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameUi = GameUi<any>;

export type GameDataAnswer = WhisperMap['GameData']['answer'];

/** Where an extended (or multiplayer) game stands; null before the first Play of the page. */
export type ExtendedState = 'in-progress' | 'finished' | null;

/** Who played the round on screen, so its balance change goes to the right wallet. */
export interface RoundOwner {
  currency: string;
  demo: boolean;
  guest: boolean;
}

/** The result popup: win multiplier and payout (never shown for a cancelled game). */
export interface RoundResult {
  win: boolean;
  multiplier: number;
  payout: number;
  profit: number;
  currency: string;
}

export interface GameStats {
  profit: number;
  wagered: number;
  wins: number;
  losses: number;
  /** Cumulative profit after each settled round, for the profit monitor's line. */
  series: number[];
}

/** At most this many points are kept for the profit line. */
export const STATS_SERIES_MAX = 500;

export const EMPTY_STATS: GameStats = { profit: 0, wagered: 0, wins: 0, losses: 0, series: [] };

export interface GameSessionState {
  info: GameInfo | null;
  ui: AnyGameUi | null;
  /** Changes with every game loaded: answers for an earlier game are not drawn. */
  epoch: number;
  round: RoundOnScreen | null;
  owner: RoundOwner | null;
  extended: ExtendedState;
  /** A Play, Turn or Finish is on its way, or its result is still being animated. */
  pending: boolean;
  result: RoundResult | null;
  stats: GameStats;
  statsOpen: boolean;
  /** The wager input as typed (digits and a dot). */
  wager: string;
  /** Play data of the game on the page (PlayData[id]). */
  data: unknown;
  /** The selected chip value of chip games. */
  chip: number;
  gameData: GameDataAnswer | null;
  /** A guest's demo balances by currency ('POST /api/guest/wallet'); null until loaded. */
  guestBalances: Record<string, number> | null;

  /** Puts a game on the page: a fresh round, its default data; the wager, stats and balances stay. */
  load(info: GameInfo, ui: AnyGameUi): void;
  /** Leaves the page: later answers are dropped. */
  unload(): void;
  setWager(wager: string): void;
  setData(data: unknown): void;
  setChip(chip: number): void;
  dismissResult(): void;
  /** Adds a settled round to the stats. */
  record(state: GameState): void;
  resetStats(): void;
  setStatsOpen(open: boolean): void;
}

const round8 = (value: number) => Math.round(value * 1e8) / 1e8;

export const useGameSession = create<GameSessionState>()((set, get) => ({
  info: null,
  ui: null,
  epoch: 0,
  round: null,
  owner: null,
  extended: null,
  pending: false,
  result: null,
  stats: EMPTY_STATS,
  statsOpen: false,
  wager: '',
  data: null,
  chip: 0,
  gameData: null,
  guestBalances: null,

  load(info, ui) {
    set({
      info,
      ui,
      epoch: get().epoch + 1,
      round: null,
      owner: null,
      extended: null,
      pending: false,
      result: null,
      data: ui.defaultData,
      gameData: null,
    });
  },

  unload() {
    set({ info: null, ui: null, epoch: get().epoch + 1, round: null, owner: null, extended: null });
    set({ pending: false, result: null, data: null, gameData: null });
  },

  setWager: (wager) => set({ wager }),
  setData: (data) => set({ data }),
  setChip: (chip) => set({ chip }),
  dismissResult: () => set({ result: null }),

  record(state) {
    const stats = get().stats;
    const profit = round8(stats.profit + state.profit);
    set({
      stats: {
        profit,
        wagered: round8(stats.wagered + state.wager),
        wins: stats.wins + (state.win ? 1 : 0),
        losses: stats.losses + (state.win ? 0 : 1),
        series: [...stats.series, profit].slice(-STATS_SERIES_MAX),
      },
    });
  },

  resetStats: () => set({ stats: EMPTY_STATS }),
  setStatsOpen: (statsOpen) => set({ statsOpen }),
}));
