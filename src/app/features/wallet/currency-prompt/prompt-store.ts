/**
 * The refresh-currency prompt (platform.md §2). What it means here, as an operator would run it:
 * - a deposit was credited in a currency other than the one in play, and the one in play holds no real
 *   money: the player most likely wants to play with what just arrived, so the prompt offers the switch
 *   ("Switch to BTC?"); nothing changes unless they accept;
 * - the licence fixed the currency (the fixedCurrency plugin) and moved the player off their own choice: the
 *   switch has happened (the picker is locked), and the prompt says so once.
 */
import { create } from 'zustand';
import type { BalanceModification, Currency, CurrencyId } from '@contract/index';

export type CurrencyPrompt =
  { reason: 'deposit'; currency: CurrencyId; amount: number } | { reason: 'licence'; currency: CurrencyId };

interface PromptState {
  prompt: CurrencyPrompt | null;
  show(prompt: CurrencyPrompt): void;
  dismiss(): void;
}

export const useCurrencyPrompt = create<PromptState>()((set) => ({
  prompt: null,
  show: (prompt) => set({ prompt }),
  dismiss: () => set({ prompt: null }),
}));

export interface PromptContext {
  /** The currency in play. */
  selected: CurrencyId;
  /** The wallet's currencies, with the balances before the event. */
  currencies: readonly Currency[];
  /** The licence's fixed currency, if any: then there is nothing to switch to. */
  fixed: CurrencyId | null;
}

/** The deposit prompt a balance change calls for, or null. */
export function depositPromptFor(event: BalanceModification, context: PromptContext): CurrencyPrompt | null {
  if (event.reason !== 'deposit' || event.kind !== 'real' || !(event.delta > 0)) return null;
  if (context.fixed || event.currency === context.selected) return null;
  const selected = context.currencies.find((entry) => entry.id === context.selected);
  if (selected && selected.balance.real > 0) return null;
  return { reason: 'deposit', currency: event.currency, amount: event.delta };
}
