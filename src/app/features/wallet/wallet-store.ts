/** Currencies with their balances, and the bonus balances (platform.md §3, §4 "Balance refresh"). */
import { create } from 'zustand';
import type {
  BalanceModification,
  BalancePair,
  Bonus,
  Currency,
  CurrencyId,
  PriceUpdate,
} from '@contract/index';
import { api } from '../../api/api';

export interface WalletState {
  currencies: Currency[];
  /**
   * Counts the loads of the whole list (sign-in, sign-out): balances it brings are another player's or
   * another session's, not changes, so the header shows them without running to them.
   */
  listVersion: number;
  bonuses: Bonus[];
  loadCurrencies(): Promise<void>;
  loadBonuses(): Promise<void>;
  setBalance(currency: CurrencyId, balance: BalancePair): void;
  applyBalanceModification(event: BalanceModification): void;
  /** New prices from the server's push (PUBLIC_EVENTS.prices); an update older than the last one is ignored. */
  applyPrices(update: PriceUpdate): void;
  clearBonuses(): void;
}

/** Server time of the newest price update applied. */
let pricesAt = 0;

export const useWallet = create<WalletState>()((set, get) => ({
  currencies: [],
  listVersion: 0,
  bonuses: [],

  async loadCurrencies() {
    try {
      const currencies = await api('POST /api/data/currencies');
      set({ currencies, listVersion: get().listVersion + 1 });
    } catch (error) {
      // The last known list stays on screen; the next sign-in or sign-out loads it again.
      console.warn('Currencies could not be loaded', error);
    }
  },

  async loadBonuses() {
    try {
      set({ bonuses: await api('POST /api/bonusBalance') });
    } catch {
      // A failed poll is retried by the next one.
    }
  },

  setBalance(currency, balance) {
    set({
      currencies: get().currencies.map((entry) => (entry.id === currency ? { ...entry, balance } : entry)),
    });
  },

  applyBalanceModification(event) {
    get().setBalance(event.currency, event.balance);
  },

  applyPrices(update) {
    if (update.at < pricesAt) return;
    pricesAt = update.at;
    const prices = new Map(update.currencies.map((quote) => [quote.id, quote]));
    set({
      currencies: get().currencies.map((entry) => {
        const quote = prices.get(entry.id);
        return quote ? { ...entry, price: quote.price, priceEur: quote.priceEur } : entry;
      }),
    });
  },

  clearBonuses: () => set({ bonuses: [] }),
}));

/**
 * The balance the header shows (community.md §5): the real or demo balance, plus in real mode the usable
 * part of the bonuses in that currency (value minus frozen value), that part rounded to 2 decimals.
 */
export function displayedBalance(currency: Currency, bonuses: readonly Bonus[], demo: boolean): number {
  if (demo) return currency.balance.demo;
  const bonus = bonuses
    .filter((entry) => entry.currency === currency.id)
    .reduce((sum, entry) => sum + entry.value - entry.frozenValue, 0);
  return currency.balance.real + Math.round(bonus * 100) / 100;
}
