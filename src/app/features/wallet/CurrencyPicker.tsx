import { useId, useRef, useState, type ReactNode } from 'react';
import type { Currency, CurrencyId } from '@contract/index';
import { useDismiss } from '../../hooks/dismiss';

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

/** The selector's search box appears only with more than 3 entries (platform.md §9). */
const SEARCH_THRESHOLD = 3;

/** The currency's icon; a currency without one keeps the icon's place empty (an empty src refetches the page). */
function CurrencyIcon({ currency }: { currency: Currency }) {
  if (!currency.icon) return <span className="currency-icon" aria-hidden="true" />;
  return <img className="currency-icon" src={currency.icon} alt="" width={18} height={18} />;
}

/** The balance button and its dropdown of currencies, searchable by name. */
export function CurrencyPicker(props: CurrencyPickerProps) {
  const { currencies, selected, amountOf, onSelect, locked } = props;
  const selectedAmount = props.selectedAmount ?? (
    <span className="currency-amount">{amountOf(selected)}</span>
  );
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const searchId = useId();
  useDismiss(open, root, () => {
    setOpen(false);
    setQuery('');
  });

  if (locked) {
    return (
      <div className="currency-picker">
        <div
          className="currency-picker-toggle currency-picker-toggle--locked"
          title={`This casino plays in ${selected.id.toUpperCase()} only`}
        >
          <CurrencyIcon currency={selected} />
          {selectedAmount}
          <span className="currency-code">{selected.id.toUpperCase()}</span>
        </div>
      </div>
    );
  }

  const needle = query.trim().toLowerCase();
  const shown = needle ? currencies.filter((entry) => entry.name.toLowerCase().includes(needle)) : currencies;

  function choose(id: CurrencyId) {
    onSelect(id);
    setOpen(false);
    setQuery('');
  }

  return (
    <div className="currency-picker" ref={root}>
      <button
        type="button"
        className="currency-picker-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        title="Change currency"
        onClick={() => setOpen(!open)}
      >
        <CurrencyIcon currency={selected} />
        {selectedAmount}
        <span className="currency-code">{selected.id.toUpperCase()}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={menuId} className="currency-picker-menu">
          {currencies.length > SEARCH_THRESHOLD && (
            <>
              <label htmlFor={searchId} className="visually-hidden">
                Search currency
              </label>
              <input
                id={searchId}
                type="search"
                className="currency-search"
                placeholder="Search"
                value={query}
                autoFocus
                onChange={(event) => setQuery(event.target.value)}
              />
            </>
          )}
          <ul className="currency-list" aria-label="Currencies">
            {shown.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className="currency-option"
                  aria-current={entry.id === selected.id ? 'true' : undefined}
                  onClick={() => choose(entry.id)}
                >
                  <CurrencyIcon currency={entry} />
                  <span className="currency-name">{entry.name}</span>
                  <span className="currency-amount">{amountOf(entry)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
