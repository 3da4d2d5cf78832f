// @vitest-environment jsdom
/** The demo panel's licence section switches the fixed-currency plugin through `window.__harness`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FIXED_CURRENCY_PLUGIN, type Currency, type Licence } from '@contract/index';
import type { HarnessHandle } from '../../../src/app/transport';

const apiMock = vi.hoisted(() => vi.fn());
vi.mock('../../../src/app/api/api', () => ({ api: apiMock }));

const { LicenceSection } = await import('../../../src/app/features/sim-panel/sections/LicenceSection');
const { useWallet } = await import('../../../src/app/features/wallet');
const { useAppStore } = await import('../../../src/app/stores/app-store');

const fixed = (currency: string | null): Licence => ({
  enabledFeatures: [],
  plugins: currency ? [FIXED_CURRENCY_PLUGIN] : [],
  pluginSettings: currency ? { [FIXED_CURRENCY_PLUGIN]: { currency } } : {},
});

afterEach(cleanup);

describe('the demo panel: licence', () => {
  it('fixes a currency for every player and lifts it, reading the licence again', async () => {
    let licence = fixed(null);
    const setLicencePlugin = vi.fn(async (_plugin: string, settings: { currency: string } | null) => {
      licence = fixed(settings?.currency ?? null);
      return licence;
    });
    apiMock.mockImplementation(async () => licence);
    const harness = { transport: 'sim', control: { setLicencePlugin } } as unknown as HarnessHandle;
    useAppStore.setState({ licence });
    useWallet.setState({
      currencies: [{ id: 'usdt', name: 'Tether' } as Currency, { id: 'btc', name: 'Bitcoin' } as Currency],
    });
    render(<LicenceSection harness={harness} />);

    const select = screen.getByLabelText('Fixed currency') as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'usdt' } });
    await waitFor(() => expect(select.value).toBe('usdt'));
    expect(setLicencePlugin).toHaveBeenCalledWith(FIXED_CURRENCY_PLUGIN, { currency: 'usdt' });
    expect(apiMock).toHaveBeenCalledWith('POST /license');

    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(select.value).toBe(''));
    expect(setLicencePlugin).toHaveBeenLastCalledWith(FIXED_CURRENCY_PLUGIN, null);
  });
});
