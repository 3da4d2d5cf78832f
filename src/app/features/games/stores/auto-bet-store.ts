/**
 * Auto-bet settings and state (platform.md §3 "Auto-bet settings", §4 "Auto-bet"): games count (0 means
 * infinite), stop on win, on win and on loss reset or increase by a whole percent, the initial bet
 * remembered at Start, and the iteration count. The loop itself is in play/auto-bet.ts.
 */
import { create } from 'zustand';

export type AutoBetAction = 'reset' | 'increase';

export interface OutcomeRule {
  action: AutoBetAction;
  /** Percent, an integer. */
  value: number;
}

export interface AutoBetSettings {
  /** Rounds to play; 0 plays until stopped. */
  games: number;
  stopOnWin: boolean;
  win: OutcomeRule;
  loss: OutcomeRule;
}

export interface AutoBetState extends AutoBetSettings {
  state: 'on' | 'off';
  currentIteration: number;
  /** The wager (and Play data, for chip games) at Start; "reset" goes back to it. */
  initialBet: { wager: string; data: unknown } | null;
  configure(patch: Partial<AutoBetSettings>): void;
  setRule(outcome: 'win' | 'loss', patch: Partial<OutcomeRule>): void;
}

export const AUTO_BET_DEFAULTS: AutoBetSettings = {
  games: 0,
  stopOnWin: false,
  win: { action: 'reset', value: 0 },
  loss: { action: 'reset', value: 0 },
};

/** Bounds of the integer inputs. */
export const AUTO_BET_LIMITS = { gamesMax: 100_000, percentMax: 1_000 } as const;

export const useAutoBet = create<AutoBetState>()((set, get) => ({
  ...AUTO_BET_DEFAULTS,
  state: 'off',
  currentIteration: 0,
  initialBet: null,
  configure: (patch) => set(patch),
  setRule: (outcome, patch) => set({ [outcome]: { ...get()[outcome], ...patch } }),
}));
