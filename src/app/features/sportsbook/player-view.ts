/**
 * What the sportsbook frame is told about the player (contract SportsbookInit without the clock): the odds
 * format, whether they are signed in, demo or real, and the active currency with its displayed balance.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { SportsbookCurrency, SportsbookInit } from '@contract/sportsbook-frame';
import { useAppStore, usePreferences } from '../../stores/app-store';
import { useSession } from '../auth';
import { displayedBalance, useFixedCurrency, useWallet } from '../wallet';

export type PlayerView = Omit<SportsbookInit, 'serverNow' | 'currency'>;

export function usePlayerView(): PlayerView {
  const oddsFormat = usePreferences((state) => state.oddsFormat);
  const signedIn = useSession((session) => session.user !== null);
  const demo = useAppStore((state) => state.demo);
  return useMemo(() => ({ oddsFormat, signedIn, demo }), [oddsFormat, signedIn, demo]);
}

/** The active currency and its balance, for signed-in players once the wallet has loaded; else null. */
export function usePlayerCurrency(): SportsbookCurrency | null {
  const signedIn = useSession((session) => session.user !== null);
  const fixed = useFixedCurrency();
  const { chosen, demo } = useAppStore(useShallow(({ currency, demo }) => ({ chosen: currency, demo })));
  const currencies = useWallet((state) => state.currencies);
  const bonuses = useWallet((state) => state.bonuses);
  const currency = currencies.find((entry) => entry.id === (fixed ?? chosen));
  const balance = currency ? displayedBalance(currency, bonuses, demo) : 0;
  const { id, decimals, price } = currency ?? { id: '', decimals: 0, price: 0 };
  return useMemo(
    () => (signedIn && id ? { id, decimals, price, balance } : null),
    [signedIn, id, decimals, price, balance],
  );
}
