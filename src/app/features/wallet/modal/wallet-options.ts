/** The wallet modal's picker options: currencies by name and icon, chains by their network's name. */
import { chains as CHAINS } from '@fixtures/chains.json';
import { useWallet } from '../wallet-store';
import type { PickerOption } from '../picker/DropdownPicker';

const CHAIN_NAMES = new Map(CHAINS.map((chain) => [chain.id, chain.name]));

/** The network's name, e.g. 'TRON (TRC-20)'; a chain this build does not know shows its id. */
export const chainName = (chain: string) => CHAIN_NAMES.get(chain) ?? chain.toUpperCase();

export const chainOptions = (chains: readonly string[]): PickerOption[] =>
  chains.map((chain) => ({ id: chain, name: chainName(chain) }));

/**
 * The currencies of `ids` with the names and icons of the currency list, the code at the end (or `detailOf`'s
 * text, a balance); a currency the list lacks shows its code.
 */
export function useCurrencyOptions(
  ids: readonly string[],
  detailOf?: (id: string) => string,
): PickerOption[] {
  const currencies = useWallet((state) => state.currencies);
  return ids.map((id) => {
    const known = currencies.find((entry) => entry.id === id);
    return {
      id,
      name: known?.name ?? id.toUpperCase(),
      icon: known?.icon,
      keywords: id,
      detail: detailOf ? detailOf(id) : id.toUpperCase(),
    };
  });
}
