import { useAppStore, type FiatCurrency } from '../../../stores/app-store';
import './wallet-settings.css';

const FIAT_CHOICES: { value: FiatCurrency; label: string }[] = [
  { value: 'usd', label: 'USD' },
  { value: 'eur', label: 'EUR' },
];

/**
 * How amounts show: in satoshi or whole coins, and their value in US dollars or euros. Kept in the persisted
 * global state, so the choice survives a reload.
 */
export function WalletSettingsPanel({ id }: { id: string }) {
  // One selector each: this chunk then shares nothing with the page's first bundle but the store itself.
  const unit = useAppStore((state) => state.unit);
  const fiatView = useAppStore((state) => state.fiatView);
  const fiatCurrency = useAppStore((state) => state.fiatCurrency);
  const set = useAppStore((state) => state.set);
  return (
    <div id={id} className="wallet-settings__panel" role="group" aria-label="Wallet settings">
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
              name={`${id}-fiat`}
              value={value}
              checked={fiatCurrency === value}
              onChange={() => set({ fiatCurrency: value })}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
