/**
 * Keeps the wallet in step with the session and the server: currencies reload on sign-in and sign-out; while
 * signed in, balances follow BalanceModification on the user's channel (a deposit may bring the
 * refresh-currency prompt), bonuses are polled and a bonus that became real money is announced; for everyone,
 * prices follow the server's price push and the licence is read again when the server says it changed (the
 * fixed currency follows it).
 */
import {
  INTERVALS,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  USER_EVENTS,
  fixedCurrencyOf,
  userChannel,
  type BalanceModification,
  type BonusBalanceTransferred,
  type PriceUpdate,
} from '@contract/index';
import { getTransport } from '../../api/api';
import { useAppStore } from '../../stores/app-store';
import { loadLicence } from '../../stores/global-data';
import { useSession, type SessionState } from '../auth/session/session-store';
import { depositPromptFor, useCurrencyPrompt } from './currency-prompt/prompt-store';
import { followFixedCurrency } from './fixed-currency';
import { useWallet } from './wallet-store';

let stop: (() => void) | null = null;

/** Applies a balance change; a deposit into another currency may offer the switch to it. */
function onBalanceModification(event: BalanceModification): void {
  const { currency: selected, licence } = useAppStore.getState();
  const prompt = depositPromptFor(event, {
    selected,
    currencies: useWallet.getState().currencies,
    fixed: fixedCurrencyOf(licence),
  });
  useWallet.getState().applyBalanceModification(event);
  if (prompt) useCurrencyPrompt.getState().show(prompt);
}

function followUser(userId: string): () => void {
  const wallet = useWallet.getState();
  const unbind = getTransport().realtime.listen(
    userChannel(userId),
    USER_EVENTS.balanceModification,
    (payload) => onBalanceModification(payload as BalanceModification),
  );
  // A bonus that became real money: its toast and the bonus list's refresh load with their first event.
  const unbindBonus = getTransport().realtime.listen(
    userChannel(userId),
    USER_EVENTS.bonusBalanceTransferred,
    (payload) =>
      void import('../bonus/bonus-transfers').then(({ onBonusTransferred }) =>
        onBonusTransferred(payload as BonusBalanceTransferred),
      ),
  );
  void wallet.loadBonuses();
  const poll = setInterval(() => void useWallet.getState().loadBonuses(), INTERVALS.bonusBalancePollMs);
  return () => {
    unbind();
    unbindBonus();
    clearInterval(poll);
    useWallet.getState().clearBonuses();
  };
}

/** Prices and licence changes on the public channel (extensions: a server without them sends neither). */
function followServer(): () => void {
  const { realtime } = getTransport();
  const unbindPrices = realtime.listen(PUBLIC_CHANNEL, PUBLIC_EVENTS.prices, (payload) =>
    useWallet.getState().applyPrices(payload as PriceUpdate),
  );
  const unbindLicence = realtime.listen(PUBLIC_CHANNEL, PUBLIC_EVENTS.licence, () => void loadLicence());
  const unfollowFixed = followFixedCurrency();
  return () => {
    unbindPrices();
    unbindLicence();
    unfollowFixed();
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

  const unfollowServer = followServer();
  const unsubscribe = useSession.subscribe(apply);
  apply(useSession.getState());
  stop = () => {
    unsubscribe();
    unfollow?.();
    unfollowServer();
  };
}

/** For tests: ends the sync so the next start begins afresh. */
export function stopWalletSync(): void {
  stop?.();
  stop = null;
}
