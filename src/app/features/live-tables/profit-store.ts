/**
 * The profit monitor (community.md §2: a window for multiplayer games that can be shown, hidden and reset):
 * the player's profit over the rounds of live tables since the last reset, per currency, kept in local
 * storage with whether the window is shown.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEY } from '@contract/index';

export interface ProfitMonitorState {
  visible: boolean;
  rounds: number;
  wins: number;
  /** Profit (payouts less wagers) per currency, decimals. */
  profit: Record<string, number>;
  /** Round keys already counted (`table:round`), so one settlement never counts twice. */
  counted: string[];
  show(visible: boolean): void;
  record(key: string, currency: string, wager: number, payout: number): void;
  reset(): void;
}

const KEEP_COUNTED = 50;
const round8 = (value: number) => Math.round(value * 1e8) / 1e8;

export const useProfitMonitor = create<ProfitMonitorState>()(
  persist(
    (set) => ({
      visible: true,
      rounds: 0,
      wins: 0,
      profit: {},
      counted: [],
      show: (visible) => set({ visible }),
      record: (key, currency, wager, payout) =>
        set((state) =>
          state.counted.includes(key)
            ? state
            : {
                rounds: state.rounds + 1,
                wins: state.wins + (payout > wager ? 1 : 0),
                profit: {
                  ...state.profit,
                  [currency]: round8((state.profit[currency] ?? 0) + payout - wager),
                },
                counted: [key, ...state.counted].slice(0, KEEP_COUNTED),
              },
        ),
      reset: () => set({ rounds: 0, wins: 0, profit: {}, counted: [] }),
    }),
    {
      name: `${STORAGE_KEY}:profitMonitor`,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ visible, rounds, wins, profit, counted }) => ({
        visible,
        rounds,
        wins,
        profit,
        counted,
      }),
    },
  ),
);
