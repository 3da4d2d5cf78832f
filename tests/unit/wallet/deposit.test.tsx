// @vitest-environment jsdom
/**
 * The wallet modal's deposit tab (platform.md §2, §4, §7; community.md: an unverified email blocks deposit):
 * the real api() over the shared fake transport, so the test sees exactly what went on the wire.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import { ApiError, userChannel } from '@contract/index';
import { DEPOSIT_EVENTS, type AvailableDepositCurrency, type DepositHistoryEntry } from '@contract/deposits';
import { setTransport } from '../../../src/app/api/api';
import { HeaderBalance, useWallet } from '../../../src/app/features/wallet';
import { Modal } from '../../../src/app/components/modal';
import { filterDecimalText } from '../../../src/app/format/decimal-input';
import WalletTabs from '../../../src/app/features/wallet/modal/WalletTabs';
import { useWalletModal } from '../../../src/app/features/wallet/wallet-modal-store';
import { stopWalletSync } from '../../../src/app/features/wallet/wallet-sync';
import { makeUser } from '../auth/fakes/user';
import { currency, renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();

function offer(id: string, chain: string, confirmations: number, min: number): AvailableDepositCurrency {
  return { currency: id, chain, confirmations, min, blockTimeMs: 600_000 };
}

const OFFER = [
  offer('btc', 'bitcoin', 3, 0.0001),
  offer('eth', 'erc20', 12, 0.001),
  offer('usdt', 'erc20', 12, 1),
  offer('usdt', 'trc20', 19, 1),
];

function deposit(patch: Partial<DepositHistoryEntry> = {}): DepositHistoryEntry {
  return {
    _id: 'd1',
    currency: 'btc',
    sum: 0.01,
    created_at: '2026-11-22T10:00:00Z',
    confirmations: 0,
    confirmations_needed: 3,
    aggregator: false,
    status: 0,
    chain: 'bitcoin',
    txid: 'ab'.repeat(32),
    ...patch,
  };
}

function answer(route: string, handler: (body: unknown) => unknown) {
  fake.requestHandlers.set(route, handler);
}

const renderModal = () =>
  renderAt(
    <>
      <Modal open title="Wallet">
        <WalletTabs player={{ id: 'u1', emailVerified: true, vipLevel: 0 }} />
      </Modal>
      <ToastHost />
    </>,
  );

/** Opens a picker field of the modal by its label and returns the names of its options. */
function openPicker(label: string, list: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  const options = within(screen.getByRole('list', { name: list })).getAllByRole('button');
  return { options, names: options.map((option) => option.textContent) };
}

beforeEach(() => {
  useWalletModal.setState({ tab: 'deposit', history: null });
  useWallet.setState({ currencies: [], bonuses: [] });
  fake.reset();
  setTransport(fake.transport);
  setSession(makeUser());
  answer('POST /api/wallet/getAvailableCurrencies', () => ({ currencies: OFFER }));
  answer('POST /api/wallet/getDepositWallet', (body) => {
    const { currency: id, chain } = body as { currency: string; chain: string };
    return { wallet: `addr-${id}-${chain}`, currency: id, chain, confirmations: 3 };
  });
  answer('POST /api/wallet/history/deposits', () => []);
});
afterEach(() => {
  cleanup();
  stopWalletSync();
  vi.unstubAllGlobals();
});

describe('the header Deposit button', () => {
  it('is disabled for an unverified email and opens the Deposit tab once verified', async () => {
    answer('POST /api/data/currencies', () => [currency('btc', 8)]);
    answer('POST /api/bonusBalance', () => []);
    useWallet.setState({ currencies: [], bonuses: [] });
    setSession(makeUser({ email_verified: false }));
    await renderAt(<HeaderBalance />);
    const button = (await screen.findByRole('button', { name: 'Deposit' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Verify your email to deposit');

    act(() => setSession(makeUser({ email_verified: true })));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Wallet' });
    expect(await within(dialog).findByRole('tab', { name: 'Deposit', selected: true })).toBeTruthy();
    expect(await within(dialog).findByTestId('deposit-address')).toBeTruthy();
  });
});

describe('the deposit tab', () => {
  it('defaults to BTC, shows its address, QR, confirmations and minimum, and follows the chain picker', async () => {
    await renderModal();
    expect((await screen.findByTestId('deposit-address')).textContent).toBe('addr-btc-bitcoin');
    expect(screen.getByRole('img', { name: 'QR code of the deposit address' })).toBeTruthy();
    expect(screen.getByText('Confirmations needed').nextSibling!.textContent).toBe('3');
    expect(screen.getByText('Minimum deposit').nextSibling!.textContent).toBe('0.0001 BTC');
    // 3 currencies: no search box
    expect(screen.queryByLabelText('Search currency')).toBeNull();

    // BTC has one network: shown, not pickable.
    expect((screen.getByRole('button', { name: 'Network Bitcoin' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(openPicker('Currency', 'Currencies').options[2]!);
    const chains = openPicker('Network', 'Networks');
    expect(chains.names).toEqual(['Ethereum (ERC-20)', 'TRON (TRC-20)']);
    fireEvent.click(chains.options[1]!);
    expect((await screen.findByText('addr-usdt-trc20')).tagName).toBe('CODE');
    expect(screen.getByText('Confirmations needed').nextSibling!.textContent).toBe('19');
    expect(fake.bodiesOf('POST /api/wallet/getDepositWallet').at(-1)).toEqual({
      currency: 'usdt',
      chain: 'trc20',
    });
  });

  it('offers a search box with more than 3 currencies', async () => {
    answer('POST /api/wallet/getAvailableCurrencies', () => ({
      currencies: [...OFFER, offer('ltc', 'litecoin', 6, 0.001)],
    }));
    await renderModal();
    await screen.findByTestId('deposit-address');
    expect(openPicker('Currency', 'Currencies').names).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Search currency'), { target: { value: 'lt' } });
    const list = screen.getByRole('list', { name: 'Currencies' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((option) => option.textContent),
    ).toEqual(['LTCLTC']);
  });

  it("copies the address and toasts 'Copied!'", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderModal();
    await screen.findByTestId('deposit-address');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('addr-btc-bitcoin');
  });

  it('shows the history as n/N and updates it on a depositUpdate event', async () => {
    answer('POST /api/wallet/history/deposits', () => [deposit()]);
    await renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'Deposit history' });
    expect(await within(history).findByText('0/3')).toBeTruthy();

    const channel = userChannel('u1');
    expect(fake.emit(channel, DEPOSIT_EVENTS.depositUpdate, deposit({ confirmations: 3, status: 1 }))).toBe(
      true,
    );
    expect(within(history).getByText('3/3')).toBeTruthy();
    expect(within(history).getByText('Successful')).toBeTruthy();
    expect(within(history).queryByText('0/3')).toBeNull();

    fake.emit(
      channel,
      DEPOSIT_EVENTS.depositUpdate,
      deposit({ _id: 'd2', currency: 'eth', confirmations: 1, confirmations_needed: 12 }),
    );
    expect(
      within(history)
        .getAllByRole('row')
        .map((row) => (row as HTMLTableRowElement).cells[0]!.textContent),
    ).toEqual(['Currency', 'ETH', 'BTC']);
    // Back to the tabs.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('tab', { name: 'Deposit', selected: true })).toBeTruthy();
  });

  it("shows the server's message when a call fails", async () => {
    answer('POST /api/wallet/getDepositWallet', () => {
      throw new ApiError(403, { code: 6, message: 'Please verify your email before making a deposit.' });
    });
    await renderModal();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please verify your email before making a deposit.',
    );
    expect(screen.queryByTestId('deposit-address')).toBeNull();
  });
});

describe('the simulated transfer amount', () => {
  it('keeps digits and one decimal point only', () => {
    expect(filterDecimalText('0.01')).toBe('0.01');
    expect(filterDecimalText('1e5')).toBe('15');
    expect(filterDecimalText('-1,5.2.3 btc')).toBe('15.23');
  });
});
