/**
 * The deposit bonus offer (community.md §3): POST /api/data/promotions/depositBonus, shared by the popup, the
 * deposit tab's banner and the once-a-session offer, and the opt-in that refreshes it.
 */
import { create } from 'zustand';
import type { DepositBonusAnswer } from '@contract/index';
import { api } from '../../api/api';

export interface DepositBonusState {
  answer: DepositBonusAnswer | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Reads the offer again; a failure keeps the last answer (and says so only when there is none). */
  load(): Promise<DepositBonusAnswer | null>;
  /** Opts in to the offer, then reads it again (the spec's "data refreshed afterwards"). Throws on failure. */
  optIn(id: string): Promise<void>;
  reset(): void;
}

/** Answers of loads started before the latest one are dropped: only the newest reading counts. */
let latest = 0;

export const useDepositBonus = create<DepositBonusState>()((set, get) => ({
  answer: null,
  status: 'idle',

  async load() {
    const call = ++latest;
    if (!get().answer) set({ status: 'loading' });
    try {
      const answer = await api('POST /api/data/promotions/depositBonus');
      if (call === latest) set({ answer, status: 'ready' });
      return answer;
    } catch {
      if (call === latest) set({ status: get().answer ? 'ready' : 'error' });
      return null;
    }
  },

  async optIn(id) {
    await api('POST /api/data/promotions/depositOptIn', { id });
    await get().load();
  },

  reset: () => {
    latest += 1;
    set({ answer: null, status: 'idle' });
  },
}));

/** What identifies the offer's data for the popup's "closes when the data changes" rule. */
export function offerKey(answer: DepositBonusAnswer | null): string {
  if (!answer) return 'none';
  return `${answer.model?._id ?? 'none'}:${answer.state?.checkedIn ?? 'guest'}`;
}
