// @vitest-environment jsdom
/**
 * Manual deposit verification (platform.md §2, §5, §7): the transaction id has at least 8 characters after a
 * pasted link or trailing slash is cut to its last path segment; it goes to wallet-notify, whose result text
 * is shown as it is.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@contract/index';
import type { AvailableDepositCurrency } from '@contract/deposits';
import { setTransport } from '../../../src/app/api/api';
import { Modal } from '../../../src/app/components/modal';
import { DepositTab } from '../../../src/app/features/wallet/deposit/DepositTab';
import { TXID_TOO_SHORT, isTxid, normaliseTxid } from '../../../src/app/features/wallet/deposit/txid';
import { makeUser } from '../auth/fakes/user';
import { renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const TXID = 'ab'.repeat(32);

describe('the transaction id of a manual verification', () => {
  it.each([
    [TXID, TXID],
    [`  ${TXID}  `, TXID],
    [`${TXID}/`, TXID],
    [`https://mempool.space/tx/${TXID}`, TXID],
    [`https://etherscan.io/tx/0x${TXID}/`, `0x${TXID}`],
    [`https://solscan.io/tx/5VERYlongSignature?cluster=mainnet#top`, '5VERYlongSignature'],
    [`blockchair.com/bitcoin/transaction/${TXID}//`, TXID],
    ['', ''],
    ['https://mempool.space/', ''],
  ])('%s is %s', (pasted, id) => {
    expect(normaliseTxid(pasted)).toBe(id);
  });

  it('must have at least 8 characters once cut', () => {
    expect(isTxid('abcdefgh')).toBe(true);
    expect(isTxid('abcdefg')).toBe(false);
    expect(isTxid('https://explorer.example/tx/abcdefg/')).toBe(false);
    expect(isTxid('https://explorer.example/abcdefgh')).toBe(true);
  });
});

const fake = createFakeTransport();
const OFFER: AvailableDepositCurrency[] = [
  { currency: 'btc', chain: 'bitcoin', confirmations: 3, min: 0.0001, blockTimeMs: 600_000 },
  { currency: 'eth', chain: 'erc20', confirmations: 12, min: 0.001, blockTimeMs: 12_000 },
];

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  setSession(makeUser());
  fake.requestHandlers.set('POST /api/wallet/getAvailableCurrencies', () => ({ currencies: OFFER }));
  fake.requestHandlers.set('POST /api/wallet/getDepositWallet', () => ({
    wallet: 'bc1qaddress',
    currency: 'btc',
    chain: 'bitcoin',
    confirmations: 3,
  }));
  fake.requestHandlers.set('POST /api/wallet/history/deposits', () => []);
});
afterEach(cleanup);

async function openVerification() {
  await renderAt(
    <Modal open title="Wallet">
      <DepositTab />
    </Modal>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Verify a transaction' }));
  return screen.findByRole('dialog', { name: 'Verify a deposit' });
}

describe('the verification modal', () => {
  it('refuses an id under 8 characters and sends nothing', async () => {
    const dialog = await openVerification();
    fireEvent.change(within(dialog).getByLabelText('Transaction id'), {
      target: { value: 'https://x.io/tx/1234567/' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TXID_TOO_SHORT);
    expect(fake.transport.request.mock.calls.filter(([method]) => method === 'GET')).toEqual([]);
  });

  it('sends the last path segment of a pasted link in the chosen currency and shows Success', async () => {
    fake.requestHandlers.set(`GET /api/walletNotify/eth/0x${TXID}`, () => ({ result: 'Success' }));
    const dialog = await openVerification();
    // The currency the tab shows is the default.
    expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('btc');
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'eth' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction id'), {
      target: { value: `https://etherscan.io/tx/0x${TXID}/` },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Success');
  });

  it("shows wallet-notify's error text, and the server's message when the call fails", async () => {
    fake.requestHandlers.set(`GET /api/walletNotify/btc/${TXID}`, () => ({
      result: 'Transaction not found',
    }));
    const dialog = await openVerification();
    const input = within(dialog).getByLabelText('Transaction id');
    fireEvent.change(input, { target: { value: TXID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Transaction not found');

    fake.requestHandlers.set(`GET /api/walletNotify/btc/${TXID}`, () => {
      throw new ApiError(401, { code: 0, message: 'Please login to your account.' });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please login to your account.')).toBeTruthy();
  });

  it('closes on Escape and leaves the wallet open', async () => {
    const dialog = await openVerification();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Verify a deposit' })).toBeNull();
    expect(dialog.isConnected).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeTruthy();
  });
});
