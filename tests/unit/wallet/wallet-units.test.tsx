// @vitest-environment jsdom
/**
 * Units, fiat views and prices in the wallet (platform.md §3 Global state, §5 displayed decimals, §9): the
 * shared amount text, the wallet settings popover, the price push, the 1 s balance tween, the licence's fixed
 * currency and the refresh-currency prompt.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  FIXED_CURRENCY_PLUGIN,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  USER_EVENTS,
  userChannel,
  type BalanceModification,
  type Currency,
  type Licence,
  type PriceUpdate,
} from '@contract/index';
import { useSession } from '../../../src/app/features/auth';
import { HeaderBalance, amountText, useWallet } from '../../../src/app/features/wallet';
import {
  depositPromptFor,
  useCurrencyPrompt,
} from '../../../src/app/features/wallet/currency-prompt/prompt-store';
import { stopWalletSync } from '../../../src/app/features/wallet/wallet-sync';
import { useAppStore } from '../../../src/app/stores/app-store';
import { answer, resetFakeApi, transport } from '../auth/fakes/api';
import { makeUser } from '../auth/fakes/user';

vi.mock('../../../src/app/api/api', () => import('../auth/fakes/api'));
vi.mock('../../../src/app/api/guards', () => import('../auth/fakes/guards'));

function coin(
  id: string,
  name: string,
  real: number,
  price: number,
  priceEur: number,
  decimals = 8,
): Currency {
  return {
    id,
    name,
    icon: '',
    style: { color: '#fff' },
    decimals,
    chains: [],
    balance: { real, demo: 0 },
    price,
    priceEur,
    walletId: null,
  };
}

const CURRENCIES = [
  coin('btc', 'Bitcoin', 0.5, 60_000, 55_000),
  coin('eth', 'Ethereum', 2, 3_000, 2_750),
  coin('ltc', 'Litecoin', 0, 80, 74),
];

const LICENCE: Licence = { enabledFeatures: [], plugins: [], pluginSettings: {} };
const fixing = (currency: string): Licence => ({
  ...LICENCE,
  plugins: [FIXED_CURRENCY_PLUGIN],
  pluginSettings: { [FIXED_CURRENCY_PLUGIN]: { currency } },
});

/** Delivers a realtime event to every handler the page bound for it. */
function deliver(channel: string, event: string, payload: unknown) {
  const calls = transport.realtime.listen.mock.calls as unknown as Array<
    [string, string, (data: unknown) => void]
  >;
  const handlers = calls.filter(([name, bound]) => name === channel && bound === event);
  expect(handlers.length).toBeGreaterThan(0);
  act(() => handlers.forEach(([, , handler]) => handler(payload)));
}

const balanceText = () => document.querySelector('.currency-picker-toggle .currency-amount')!.textContent;

function reduceMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  resetFakeApi();
  reduceMotion(true);
  useWallet.setState({ currencies: [], bonuses: [] });
  useCurrencyPrompt.setState({ prompt: null });
  useAppStore.setState({
    currency: 'btc',
    demo: false,
    unit: 'btc',
    fiatView: false,
    fiatCurrency: 'usd',
    licence: LICENCE,
  });
  useSession.setState({ user: makeUser(), token: 'token-1', status: 'signedIn' });
  answer('POST /api/data/currencies', () => CURRENCIES.map((entry) => ({ ...entry })));
  answer('POST /api/bonusBalance', () => []);
  answer('POST /license', () => LICENCE);
});
afterEach(() => {
  cleanup();
  stopWalletSync();
});

describe('amountText', () => {
  const view = { unit: 'btc', fiatView: false, fiatCurrency: 'usd' } as const;
  const btc = CURRENCIES[0]!;

  it('shows a coin in its unit: 8 decimals at most with an ellipsis, or whole satoshis', () => {
    expect(amountText(0.5, btc, view)).toBe('0.50000000');
    expect(amountText(0.00012345, btc, { ...view, unit: 'satoshi' })).toBe('12,345');
    const token = coin('tok', 'Token', 0, 1, 1, 18);
    expect(amountText(0.123456789, token, view)).toBe('0.12345678…');
  });

  it('shows the fiat value at 2 decimals, in dollars or euros, whatever the unit', () => {
    expect(amountText(0.5, btc, { ...view, fiatView: true })).toBe('$30,000.00');
    expect(amountText(0.5, btc, { ...view, fiatView: true, fiatCurrency: 'eur', unit: 'satoshi' })).toBe(
      '€27,500.00',
    );
    expect(amountText(-0.0001, btc, { ...view, fiatView: true })).toBe('-$6.00');
    expect(amountText(0.000000001, btc, { ...view, fiatView: true })).toBe('$0.00');
  });
});

describe('the wallet settings and prices in the header', () => {
  it('switches the header to satoshi, to dollars and to euros from the settings popover', async () => {
    render(<HeaderBalance />);
    await waitFor(() => expect(balanceText()).toBe('0.50000000'));
    fireEvent.click(screen.getByRole('button', { name: 'Wallet settings' }));
    const panel = await screen.findByRole('group', { name: 'Wallet settings' });

    fireEvent.click(within(panel).getByRole('switch', { name: /Show in satoshi/ }));
    expect(balanceText()).toBe('50,000,000');
    expect(useAppStore.getState().unit).toBe('satoshi');

    const fiatCurrency = within(panel).getByRole('group', { name: 'Fiat currency' });
    expect((fiatCurrency as HTMLFieldSetElement).disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('switch', { name: /Display in fiat/ }));
    expect(balanceText()).toBe('$30,000.00');
    fireEvent.click(within(panel).getByRole('radio', { name: 'EUR' }));
    expect(balanceText()).toBe('€27,500.00');
    // The list of currencies shows the same view.
    fireEvent.click(screen.getByTitle('Change currency'));
    expect(screen.getByRole('button', { name: /Ethereum/ }).textContent).toContain('€5,500.00');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Wallet settings' })).toBeNull();
  });

  it('follows the price push, ignoring an update older than the last', async () => {
    useAppStore.setState({ fiatView: true });
    render(<HeaderBalance />);
    await waitFor(() => expect(balanceText()).toBe('$30,000.00'));
    const update = (at: number, price: number): PriceUpdate => ({
      at,
      currencies: [{ id: 'btc', price, priceEur: price * 0.9 }],
    });
    deliver(PUBLIC_CHANNEL, PUBLIC_EVENTS.prices, update(2_000, 61_000));
    expect(balanceText()).toBe('$30,500.00');
    deliver(PUBLIC_CHANNEL, PUBLIC_EVENTS.prices, update(1_000, 50_000));
    expect(balanceText()).toBe('$30,500.00');
    expect(useWallet.getState().currencies.find((entry) => entry.id === 'eth')!.price).toBe(3_000);
  });

  it('runs a balance change for a second, and shows it at once for reduced motion', async () => {
    reduceMotion(false);
    render(<HeaderBalance />);
    await waitFor(() => expect(balanceText()).toBe('0.50000000'));
    const credit = (real: number): BalanceModification => ({
      currency: 'btc',
      balance: { real, demo: 0 },
      delta: real - 0.5,
      kind: 'real',
      reason: 'win',
    });
    deliver(userChannel('u1'), USER_EVENTS.balanceModification, credit(1.5));
    const seen = new Set<string>();
    await waitFor(
      () => {
        seen.add(balanceText()!);
        expect(balanceText()).toBe('1.50000000');
      },
      { timeout: 3000, interval: 50 },
    );
    // Values between the two ends were shown on the way.
    expect([...seen].some((text) => text !== '0.50000000' && text !== '1.50000000')).toBe(true);

    reduceMotion(true);
    cleanup();
    render(<HeaderBalance />);
    await waitFor(() => expect(balanceText()).toBe('1.50000000'));
    deliver(userChannel('u1'), USER_EVENTS.balanceModification, { ...credit(2), delta: 0.5 });
    expect(balanceText()).toBe('2.00000000');
  });
});

describe('the licence fixing one currency', () => {
  it('puts the player on it, locks the picker, and prompts when it changes while the page is open', async () => {
    useAppStore.setState({ licence: fixing('eth') });
    render(<HeaderBalance />);
    await waitFor(() => expect(balanceText()).toBe('2.00000000'));
    expect(useAppStore.getState().currency).toBe('eth');
    expect(screen.queryByTitle('Change currency')).toBeNull();
    expect(screen.getByTitle('This casino plays in ETH only')).toBeTruthy();
    // A page load switches silently.
    expect(screen.queryByRole('dialog')).toBeNull();

    answer('POST /license', () => fixing('ltc'));
    deliver(PUBLIC_CHANNEL, PUBLIC_EVENTS.licence, {});
    const dialog = await screen.findByRole('dialog', { name: 'Currency updated' });
    expect(dialog.textContent).toContain('This casino now plays in Litecoin (LTC) only');
    expect(useAppStore.getState().currency).toBe('ltc');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Lifted: the picker is back, on the currency the player was left on.
    answer('POST /license', () => LICENCE);
    deliver(PUBLIC_CHANNEL, PUBLIC_EVENTS.licence, {});
    await waitFor(() => expect(screen.getByTitle('Change currency')).toBeTruthy());
    expect(useAppStore.getState().currency).toBe('ltc');
  });
});

describe('the refresh-currency prompt after a deposit', () => {
  const deposit = (currency: string, delta: number, real: number): BalanceModification => ({
    currency,
    balance: { real, demo: 0 },
    delta,
    kind: 'real',
    reason: 'deposit',
  });

  it('offers the switch when a deposit lands in another currency and the one in play is empty', async () => {
    useAppStore.setState({ currency: 'ltc', demo: true });
    render(<HeaderBalance />);
    await waitFor(() => expect(balanceText()).toBe('0.00000000'));
    deliver(userChannel('u1'), USER_EVENTS.balanceModification, deposit('btc', 0.01, 0.51));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit received' });
    expect(dialog.textContent).toContain('Your deposit of 0.01000000 BTC has arrived');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to BTC' }));
    expect(useAppStore.getState()).toMatchObject({ currency: 'btc', demo: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays quiet for the currency in play, one with funds, other reasons, and a fixed currency', () => {
    const context = { selected: 'ltc', currencies: CURRENCIES, fixed: null };
    expect(depositPromptFor(deposit('btc', 0.01, 0.51), context)).toEqual({
      reason: 'deposit',
      currency: 'btc',
      amount: 0.01,
    });
    expect(depositPromptFor(deposit('ltc', 1, 1), context)).toBeNull();
    expect(depositPromptFor(deposit('btc', 0.01, 0.51), { ...context, selected: 'eth' })).toBeNull();
    expect(depositPromptFor({ ...deposit('btc', 0.01, 0.51), reason: 'win' }, context)).toBeNull();
    expect(depositPromptFor({ ...deposit('btc', 0.01, 0.51), kind: 'demo' }, context)).toBeNull();
    expect(depositPromptFor(deposit('btc', 0.01, 0.51), { ...context, fixed: 'ltc' })).toBeNull();
  });
});
