/**
 * Keeps the wallet in step with the session: currencies reload on sign-in and sign-out; while signed in,
 * balances follow BalanceModification on the user's channel and bonuses are polled.
 */
import { INTERVALS, USER_EVENTS, userChannel, type BalanceModification } from '@contract/index';
import { getTransport } from '../../api/api';
import { useSession, type SessionState } from '../auth/session/session-store';
import { useWallet } from './wallet-store';

let stop: (() => void) | null = null;

function followUser(userId: string): () => void {
  const wallet = useWallet.getState();
  const unbind = getTransport().realtime.listen(
    userChannel(userId),
    USER_EVENTS.balanceModification,
    (payload) => useWallet.getState().applyBalanceModification(payload as BalanceModification),
  );
  void wallet.loadBonuses();
  const poll = setInterval(() => void useWallet.getState().loadBonuses(), INTERVALS.bonusBalancePollMs);
  return () => {
    unbind();
    clearInterval(poll);
    useWallet.getState().clearBonuses();
  };
}

/** Starts the sync once for the page's lifetime; later calls do nothing. */
export function startWalletSync(): void {
  if (stop) return;
  let current: string | null | undefined; // user id, null for a guest, undefined before the first state
  let unfollow: (() => void) | null = null;

  const apply = ({ status, user }: SessionState) => {
    if (status === 'booting') return;
    const next = status === 'signedIn' && user ? user._id : null;
    if (next === current) return;
    current = next;
    unfollow?.();
    unfollow = next ? followUser(next) : null;
    void useWallet.getState().loadCurrencies();
  };

  const unsubscribe = useSession.subscribe(apply);
  apply(useSession.getState());
  stop = () => {
    unsubscribe();
    unfollow?.();
  };
}

/** For tests: ends the sync so the next start begins afresh. */
export function stopWalletSync(): void {
  stop?.();
  stop = null;
}
