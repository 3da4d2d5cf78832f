/** What the sidebar and the page read together: the currency in play, its decimals, the balance and bounds. */
import { useShallow } from 'zustand/react/shallow';
import { useAppStore, type Unit } from '../../stores/app-store';
import { useSession } from '../auth/session/session-store';
import { useWallet } from '../wallet/wallet-store';
import { formatAmount } from '../wallet/format-amount';
import { useGameSession } from './stores/game-session-store';
import { minimumWager } from './wager';

export interface GameCurrency {
  currency: string;
  /** Upper-case code shown next to amounts. */
  code: string;
  decimals: number;
  unit: Unit;
  guest: boolean;
  /** Guests always play demo; signed-in players choose. */
  demo: boolean;
  /** The balance the next Play draws from; null while unknown. */
  balance: number | null;
  format(amount: number): string;
}

export function useGameCurrency(): GameCurrency {
  const { currency, unit, demoChosen } = useAppStore(
    useShallow(({ currency, unit, demo }) => ({ currency, unit, demoChosen: demo })),
  );
  const guest = useSession((state) => state.status !== 'signedIn');
  const entry = useWallet((state) => state.currencies.find((item) => item.id === currency));
  const guestBalance = useGameSession((state) => state.guestBalances?.[currency] ?? null);
  const decimals = entry?.decimals ?? 8;
  const demo = guest || demoChosen;
  const balance = guest ? guestBalance : entry ? (demo ? entry.balance.demo : entry.balance.real) : null;
  return {
    currency,
    code: currency.toUpperCase(),
    decimals,
    unit,
    guest,
    demo,
    balance,
    format: (amount) => formatAmount(amount, decimals, unit === 'satoshi' ? 'satoshi' : 'btc'),
  };
}

/** Bounds of the wager: the minimum of play code -1, and the smaller of the game's max bet and the balance. */
export function useWagerBounds(): { min: number; max: number } {
  const { decimals, balance } = useGameCurrency();
  const maxBet = useGameSession((state) => state.gameData?.maxBet ?? null);
  const min = minimumWager(decimals);
  const max = Math.min(maxBet ?? Number.POSITIVE_INFINITY, balance ?? 0);
  return { min, max };
}
