import type { ReactNode } from 'react';
import type { Currency, CurrencyId } from '@contract/index';
import { DropdownPicker, OptionIcon } from './picker/DropdownPicker';

export interface CurrencyPickerProps {
  currencies: readonly Currency[];
  selected: Currency;
  /** The balance text of a currency, as the header shows it. */
  amountOf: (currency: Currency) => string;
  onSelect: (currency: CurrencyId) => void;
  /** The selected currency's amount element, a .currency-amount (the header's animated balance). */
  selectedAmount?: ReactNode;
  /** The licence fixes the currency: the balance shows without a list to pick from. */
  locked?: boolean;
}

/** The header's balance button and its dropdown of currencies with their balances, searchable by name. */
export function CurrencyPicker(props: CurrencyPickerProps) {
  const { currencies, selected, amountOf, onSelect, locked } = props;
  const selectedAmount = props.selectedAmount ?? (
    <span className="currency-amount">{amountOf(selected)}</span>
  );
  const face = (
    <>
      <OptionIcon src={selected.icon} />
      {selectedAmount}
      <span className="currency-code">{selected.id.toUpperCase()}</span>
    </>
  );
  if (locked) {
    return (
      <div className="currency-picker">
        <div
          className="currency-picker-toggle currency-picker-toggle--locked"
          title={`This casino plays in ${selected.id.toUpperCase()} only`}
        >
          {face}
        </div>
      </div>
    );
  }
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
          {face}
          <span aria-hidden="true">▾</span>
        </>
      }
    />
  );
}
