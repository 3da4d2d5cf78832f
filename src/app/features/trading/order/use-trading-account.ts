/**
 * Who would open a position and with what: the player's selected currency, real or demo as the header's Demo
 * switch says (the same setting the games read), its balance and US dollar price. Guests cannot trade: the
 * panel offers them the sign-in instead.
 */
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../../stores/app-store';
import { useSession } from '../../auth/session/session-store';
import { useWallet } from '../../wallet/wallet-store';

export interface TradingAccount {
  userId: string | null;
  currency: string;
  code: string;
  decimals: number;
  demo: boolean;
  /** The balance a position draws from; null while unknown (or for a guest). */
  balance: number | null;
  /** US dollars per unit of the currency. */
  usdPrice: number;
}

export function useTradingAccount(): TradingAccount {
  const { currency, demo } = useAppStore(useShallow(({ currency, demo }) => ({ currency, demo })));
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
