// @vitest-environment jsdom
/**
 * Aggregator deposits in the deposit tab (platform.md §3, §4, §5, §7): the amount input keeps digits only, the
 * request carries currency, chain, amount and depositCurrency, the invoice shows the exact pay amount and the
 * one-off address, a refusal shows the provider's text, and the history shows the statuses: not paid, the
 * confirmations of the payment on its way, successful.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ApiError, userChannel } from '@contract/index';
import {
  DEPOSIT_ERRORS,
  DEPOSIT_EVENTS,
  type AvailableDepositCurrency,
  type DepositHistoryEntry,
  type DepositWalletAnswer,
} from '@contract/deposits';
import { setTransport } from '../../../src/app/api/api';
import { Modal } from '../../../src/app/components/modal';
import { DepositTab } from '../../../src/app/features/wallet/deposit/DepositTab';
import WalletTabs from '../../../src/app/features/wallet/modal/WalletTabs';
import { useWalletModal } from '../../../src/app/features/wallet/wallet-modal-store';
import { makeUser } from '../auth/fakes/user';
import { renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const offer = (currency: string, chain: string, confirmations: number): AvailableDepositCurrency => ({
  currency,
  chain,
  confirmations,
  min: 1,
  blockTimeMs: 3000,
});
const OFFER = [
  offer('btc', 'bitcoin', 3),
  offer('usdt', 'erc20', 12),
  offer('usdt', 'trc20', 19),
  offer('eth', 'erc20', 12),
];

const INVOICE: DepositWalletAnswer = {
  wallet: 'TInvoiceAddress',
  currency: 'btc',
  chain: 'trc20',
  confirmations: 19,
  invoice: {
    _id: 'inv1',
    depositCurrency: 'usdt',
    amount: 250,
    wallet: 'TInvoiceAddress',
    usd: 250,
    credit: 0.00371743,
  },
};

function aggregatorEntry(patch: Partial<DepositHistoryEntry> = {}): DepositHistoryEntry {
  return {
    _id: 'inv1',
    currency: 'btc',
    sum: 0.00371743,
    created_at: '2026-11-22T10:00:00Z',
    confirmations: 0,
    confirmations_needed: 19,
    aggregator: true,
    status: 0,
    chain: 'trc20',
    txid: '',
    invoice: { depositCurrency: 'usdt', amount: 250, wallet: 'TInvoiceAddress' },
    ...patch,
  };
}

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  setSession(makeUser());
  fake.requestHandlers.set('POST /api/wallet/getAvailableCurrencies', () => ({ currencies: OFFER }));
  fake.requestHandlers.set('POST /api/wallet/getDepositWallet', (body) =>
    (body as { amount?: number }).amount === undefined
      ? { wallet: 'bc1qaddress', currency: 'btc', chain: 'bitcoin', confirmations: 3 }
      : INVOICE,
  );
  fake.requestHandlers.set('POST /api/wallet/history/deposits', () => []);
});
afterEach(cleanup);

async function openAggregator() {
  await renderAt(
    <Modal open title="Wallet">
      <DepositTab />
    </Modal>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Pay in another currency' }));
  return screen.getByLabelText('Amount (USD)') as HTMLInputElement;
}

describe('an aggregator deposit', () => {
  it('asks for whole dollars of the currency, paid in another one, and shows the invoice', async () => {
    const amount = await openAggregator();
    expect(screen.getByRole('button', { name: 'Pay in another currency', pressed: true })).toBeTruthy();
    // The credited currency's chain picker gives way to the pay currency's.
    expect(screen.queryByRole('button', { name: /^Network Bitcoin/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Pay with/ }).textContent).toContain('USDT');
    fireEvent.click(screen.getByRole('button', { name: /^Network/ }));
    const networks = within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('button');
    fireEvent.click(networks.find((option) => option.textContent?.includes('TRC-20'))!);

    fireEvent.change(amount, { target: { value: '2a5-0.99$' } });
    expect(amount.value).toBe('250');
    fireEvent.click(screen.getByRole('button', { name: 'Get payment details' }));

    const details = await screen.findByRole('region', { name: 'Payment details' });
    expect(within(details).getByTestId('invoice-amount').textContent).toBe('250 USDT');
    expect(within(details).getByTestId('invoice-address').textContent).toBe('TInvoiceAddress');
    expect(within(details).getByRole('img', { name: 'QR code of the deposit address' })).toBeTruthy();
    expect(details.textContent).toContain('About 0.00371743 BTC ($250) will be credited');
    expect(fake.bodiesOf('POST /api/wallet/getDepositWallet').at(-1)).toEqual({
      currency: 'btc',
      depositCurrency: 'usdt',
      chain: 'trc20',
      amount: 250,
    });
  });

  it("shows the provider's refusal text", async () => {
    fake.requestHandlers.set('POST /api/wallet/getDepositWallet', () => {
      throw new ApiError(400, { code: 4, message: DEPOSIT_ERRORS[4] });
    });
    const amount = await openAggregator();
    fireEvent.change(amount, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get payment details' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DEPOSIT_ERRORS[4]);
    expect(screen.queryByRole('region', { name: 'Payment details' })).toBeNull();
  });

  it('keeps the button off until there is an amount', async () => {
    const amount = await openAggregator();
    const button = screen.getByRole('button', { name: 'Get payment details' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: 'abc' } });
    expect(amount.value).toBe('');
    expect(button.disabled).toBe(true);
  });
});

describe('the history of aggregator deposits', () => {
  it('shows not paid, then the confirmations of the payment, then successful', async () => {
    fake.requestHandlers.set('POST /api/wallet/history/deposits', () => [aggregatorEntry()]);
    useWalletModal.setState({ tab: 'deposit', history: 'deposits' });
    await renderAt(<WalletTabs player={{ id: 'u1', emailVerified: true, vipLevel: 0 }} />);
    const history = await screen.findByRole('region', { name: 'Deposit history' });
    const row = () => within(history).getAllByRole('row')[1]!;
    await within(history).findByText('Not paid');
    expect(row().textContent).toContain('via USDT');
    expect((row() as HTMLTableRowElement).cells[3]!.textContent).toBe('—');

    const channel = userChannel('u1');
    fake.emit(channel, DEPOSIT_EVENTS.depositUpdate, aggregatorEntry({ txid: 'ab12', confirmations: 4 }));
    expect((row() as HTMLTableRowElement).cells[3]!.textContent).toBe('4/19');
    expect((row() as HTMLTableRowElement).cells[4]!.textContent).toBe('Confirming');

    fake.emit(
      channel,
      DEPOSIT_EVENTS.depositUpdate,
      aggregatorEntry({ txid: 'ab12', confirmations: 19, status: 1, sum: 0.0037 }),
    );
    expect((row() as HTMLTableRowElement).cells[4]!.textContent).toBe('Successful');
    expect((row() as HTMLTableRowElement).cells[1]!.textContent).toBe('0.0037');
    expect(within(history).getAllByRole('row')).toHaveLength(2);
  });
});
