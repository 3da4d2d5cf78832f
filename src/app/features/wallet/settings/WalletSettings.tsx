import { useId, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { Icon } from '../../../components/Icon';
import { useDismiss } from '../../../hooks/dismiss';
import { useAppStore, type FiatCurrency } from '../../../stores/app-store';
import './wallet-settings.css';

const FIAT_CHOICES: { value: FiatCurrency; label: string }[] = [
  { value: 'usd', label: 'USD' },
  { value: 'eur', label: 'EUR' },
];

/**
 * How amounts show (platform.md §3 unit, fiatView, fiatCurrency; §9): in satoshi or whole coins, and their
 * value in US dollars or euros, as the wallet settings of crypto casinos offer. Kept in the persisted global
 * state, so the choice survives a reload.
 */
export function WalletSettings() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { unit, fiatView, fiatCurrency, set } = useAppStore(
    useShallow(({ unit, fiatView, fiatCurrency, set }) => ({ unit, fiatView, fiatCurrency, set })),
  );
  useDismiss(open, root, () => setOpen(false));

  return (
    <div className="wallet-settings" ref={root}>
      <button
        type="button"
        className="wallet-settings__toggle"
        aria-label="Wallet settings"
        title="Wallet settings"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="sliders" />
      </button>
      {open && (
        <div id={panelId} className="wallet-settings__panel" role="group" aria-label="Wallet settings">
          <p className="wallet-settings__title">Wallet settings</p>
          <label className="wallet-settings__switch">
            <span>
              Show in satoshi
              <small>Whole smallest units: 0.00012 BTC reads 12,000</small>
            </span>
            <input
              type="checkbox"
              role="switch"
              checked={unit === 'satoshi'}
              onChange={(event) => set({ unit: event.target.checked ? 'satoshi' : 'btc' })}
            />
          </label>
          <label className="wallet-settings__switch">
            <span>
              Display in fiat
              <small>Balances and bets at the live price</small>
            </span>
            <input
              type="checkbox"
              role="switch"
              checked={fiatView}
              onChange={(event) => set({ fiatView: event.target.checked })}
            />
          </label>
          <fieldset className="wallet-settings__fiat" disabled={!fiatView}>
            <legend>Fiat currency</legend>
            {FIAT_CHOICES.map(({ value, label }) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${panelId}-fiat`}
                  value={value}
                  checked={fiatCurrency === value}
                  onChange={() => set({ fiatCurrency: value })}
                />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </div>
  );
}
