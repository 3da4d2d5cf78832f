/**
 * Who would stake and with what, for every feature that takes a stake outside the games (futures, the bet
 * slip, the pools): the signed-in player, the wallet's selected currency and the header's Demo switch (the same
 * setting the games read), or a given currency and money (joining a pool in its own), with the balance and US
 * dollar price of that currency.
 */
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../../stores/app-store';
import { useSession } from '../../auth/session/session-store';
import { useWallet } from '../wallet-store';

export interface StakeAccount {
  userId: string | null;
  currency: string;
  code: string;
  decimals: number;
  demo: boolean;
  /** The balance a stake draws from; null while unknown (or for a guest). */
  balance: number | null;
  /** US dollars per unit of the currency. */
  usdPrice: number;
}

export function useStakeAccount(fixed?: { currency: string; demo: boolean }): StakeAccount {
  const selected = useAppStore(useShallow(({ currency, demo }) => ({ currency, demo })));
  const currency = fixed?.currency ?? selected.currency;
  const demo = fixed?.demo ?? selected.demo;
  const userId = useSession((state) => (state.status === 'signedIn' ? (state.user?._id ?? null) : null));
  const entry = useWallet((state) => state.currencies.find((item) => item.id === currency));
  return {
    userId,
    currency,
    code: currency.toUpperCase(),
    decimals: entry?.decimals ?? 8,
    demo,
    balance: userId && entry ? (demo ? entry.balance.demo : entry.balance.real) : null,
    usdPrice: entry?.price ?? 0,
  };
}
