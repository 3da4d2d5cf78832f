/**
 * The licence's fixed currency (platform.md §3 Licence: "a plugin can fix one currency for all users"): while
 * the plugin names a currency, every player is on it and the currency picker is locked.
 */
import { fixedCurrencyOf, type CurrencyId, type Licence } from '@contract/index';
import { useAppStore, type AppState } from '../../stores/app-store';
import { useCurrencyPrompt } from './currency-prompt/prompt-store';

export function useFixedCurrency(): CurrencyId | null {
  return useAppStore((state) => fixedCurrencyOf(state.licence));
}

/**
 * Keeps the chosen currency on the licence's fixed one, for the page's lifetime. When the licence changes
 * while the page is open (the operator fixed another currency), the player is told by the refresh-currency
 * prompt; on a page load the switch is silent (the locked picker shows it).
 */
export function followFixedCurrency(): () => void {
  let loaded: Licence | null = null;
  const apply = ({ licence, currency, set }: AppState) => {
    const fixed = fixedCurrencyOf(licence);
    const changed = loaded !== null && licence !== loaded && fixedCurrencyOf(loaded) !== fixed;
    if (licence) loaded = licence;
    if (!fixed || fixed === currency) return;
    set({ currency: fixed });
    if (changed) useCurrencyPrompt.getState().show({ reason: 'licence', currency: fixed });
  };
  apply(useAppStore.getState());
  return useAppStore.subscribe(apply);
}
