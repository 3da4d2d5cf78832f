import { useId } from 'react';
import { FIXED_CURRENCY_PLUGIN, fixedCurrencyOf } from '@contract/index';
import { BANNER_MODAL_PLUGIN } from '@contract/promotions';
import { useAppStore } from '../../../stores/app-store';
import { loadLicence } from '../../../stores/global-data';
import type { HarnessHandle } from '../../../transport';
import { useWallet } from '../../wallet/wallet-store';
import { attempt } from '../attempt';

/**
 * The licence's switchable plugins (platform.md §3 Licence), for the whole world: the fixed currency (every
 * player is then on that currency and the picker is locked) and the modal banner of a campaign. Open pages
 * hear of it (PUBLIC_EVENTS.licence); this one also reads the licence again at once.
 */
export function LicenceSection({ harness }: { harness: HarnessHandle }) {
  const selectId = useId();
  const fixed = useAppStore((state) => fixedCurrencyOf(state.licence));
  const currencies = useWallet((state) => state.currencies);
  const bannerOn = useAppStore((state) => state.licence?.plugins.includes(BANNER_MODAL_PLUGIN) === true);
  const switchBanner = (on: boolean) =>
    void attempt(
      async () => {
        await harness.control.setLicencePlugin(BANNER_MODAL_PLUGIN, on ? {} : null);
        await loadLicence();
      },
      on ? 'The modal banner shows to visitors' : 'The modal banner is off',
    );
  const choose = (currency: string) =>
    void attempt(
      async () => {
        const settings = currency ? { currency } : null;
        await harness.control.setLicencePlugin(FIXED_CURRENCY_PLUGIN, settings);
        await loadLicence();
      },
      currency ? `Every player is on ${currency.toUpperCase()}` : 'Players choose their currency again',
    );

  return (
    <section aria-labelledby="sim-panel-licence">
      <h3 id="sim-panel-licence">Licence</h3>
      <p>A licence plugin can fix one currency for all players, or show a campaign's modal banner.</p>
      <div className="sim-panel__form">
        <label htmlFor={selectId}>
          Fixed currency
          <select id={selectId} value={fixed ?? ''} onChange={(event) => choose(event.target.value)}>
            <option value="">Off: players choose</option>
            {currencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.name} ({currency.id.toUpperCase()})
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={bannerOn}
            onChange={(event) => switchBanner(event.target.checked)}
          />
          Modal banner
        </label>
      </div>
    </section>
  );
}
