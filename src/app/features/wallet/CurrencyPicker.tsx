import type { Currency, CurrencyId } from '@contract/index';
import { DropdownPicker, OptionIcon } from './picker/DropdownPicker';

export interface CurrencyPickerProps {
  currencies: readonly Currency[];
  selected: Currency;
  /** The balance text of a currency, as the header shows it. */
  amountOf: (currency: Currency) => string;
  onSelect: (currency: CurrencyId) => void;
}

/** The header's balance button and its dropdown of currencies with their balances, searchable by name. */
export function CurrencyPicker({ currencies, selected, amountOf, onSelect }: CurrencyPickerProps) {
  return (
    <DropdownPicker
      className="currency-picker"
      toggleClassName="currency-picker-toggle"
      toggleTitle="Change currency"
      listLabel="Currencies"
      searchLabel="Search currency"
      options={currencies.map((entry) => ({
        id: entry.id,
        name: entry.name,
        icon: entry.icon,
        detail: amountOf(entry),
      }))}
      selectedId={selected.id}
      onSelect={onSelect}
      toggle={
        <>
          <OptionIcon src={selected.icon} />
          <span className="currency-amount">{amountOf(selected)}</span>
          <span className="currency-code">{selected.id.toUpperCase()}</span>
          <span aria-hidden="true">▾</span>
        </>
      }
    />
  );
}
