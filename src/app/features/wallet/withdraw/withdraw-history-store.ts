/**
 * The player's withdraw history (POST /api/wallet/history/withdraws), shared by the withdraw form (a new order
 * goes on top) and the history view. Kept live while the view is open: every BalanceModification on the
 * player's channel (an order, a cancel, a decline moves the balance) loads it again, and so does a slow poll
 * while an entry is pending, since a payout leaves the balance as it was.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { USER_EVENTS, userChannel, type WithdrawHistoryEntry } from '@contract/index';
import { PENDING_WITHDRAW_STATUSES } from '@contract/withdrawals';
import { getTransport } from '../../../api/api';
import { failureText } from '../deposit/deposit-api';
import { mergeById } from '../modal/merge-by-id';
import { loadWithdrawHistory } from './withdraw-api';

/** How often a history with a pending withdrawal is loaded again. */
export const PENDING_POLL_MS = 15_000;

export interface WithdrawHistoryState {
  /** Whose history this is: another player's (after a sign-out) is dropped, not shown. */
  owner: string | null;
  entries: WithdrawHistoryEntry[] | null;
  error: string | null;
  load: () => Promise<void>;
  /** A withdrawal the player just ordered or cancelled, as the server answered it. */
  put: (entry: WithdrawHistoryEntry) => void;
  /** Forgets the entries and starts the history of `owner`. */
  reset: (owner: string | null) => void;
}

/** Answers of an older load never overwrite a newer one's. */
let latestLoad = 0;

export const useWithdrawHistory = create<WithdrawHistoryState>()((set) => ({
  owner: null,
  entries: null,
  error: null,
  async load() {
    const ticket = ++latestLoad;
    try {
      const entries = await loadWithdrawHistory();
      if (ticket === latestLoad) set({ entries, error: null });
    } catch (failure) {
      if (ticket === latestLoad) set({ error: failureText(failure) });
    }
  },
  put: (entry) => set((state) => ({ entries: mergeById(state.entries ?? [], entry) })),
  reset: (owner) => {
    latestLoad += 1;
    set({ owner, entries: null, error: null });
  },
}));

const hasPending = (entries: readonly WithdrawHistoryEntry[] | null) =>
  entries?.some((entry) => PENDING_WITHDRAW_STATUSES.includes(entry.status)) ?? false;

/** Loads the history when shown and keeps it live while shown. */
export function useLiveWithdrawHistory(userId: string | null): WithdrawHistoryState {
  const state = useWithdrawHistory();
  const pending = hasPending(state.entries);

  useEffect(() => {
    const { owner, reset, load } = useWithdrawHistory.getState();
    if (owner !== userId) reset(userId);
    if (!userId) return;
    void load();
    return getTransport().realtime.listen(userChannel(userId), USER_EVENTS.balanceModification, () => {
      void useWithdrawHistory.getState().load();
    });
  }, [userId]);

  useEffect(() => {
    if (!userId || !pending) return;
    const poll = setInterval(() => void useWithdrawHistory.getState().load(), PENDING_POLL_MS);
    return () => clearInterval(poll);
  }, [userId, pending]);

  return state;
}
