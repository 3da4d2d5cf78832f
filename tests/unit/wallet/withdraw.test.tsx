// @vitest-environment jsdom
/**
 * The wallet modal's withdraw tab and withdraw history (platform.md §3, §4, §5, §8): the form's checks, the
 * texts of codes 1, 2, 3 and 5, the KYC refusal, the VIP fee, and the cancel rule (status 0, not automatic),
 * through the real api() over the shared fake transport.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import {
  ApiError,
  USER_EVENTS,
  VALIDATION_TEXTS,
  WITHDRAW_ERRORS,
  userChannel,
  type VipLevel,
  type WithdrawHistoryEntry,
} from '@contract/index';
import { WITHDRAWAL_CODES } from '@contract/withdrawals';
import { setTransport } from '../../../src/app/api/api';
import { Modal } from '../../../src/app/components/modal';
import { useKycModal } from '../../../src/app/features/kyc/kyc-modal-store';
import WalletTabs from '../../../src/app/features/wallet/modal/WalletTabs';
import { useWalletModal, type WalletPlayer } from '../../../src/app/features/wallet/wallet-modal-store';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { KYC_NEEDED_TEXT } from '../../../src/app/features/wallet/withdraw/withdraw-api';
import { useWithdrawHistory } from '../../../src/app/features/wallet/withdraw/withdraw-history-store';
import { EMAIL_UNVERIFIED_TEXT } from '../../../src/app/features/wallet/withdraw/WithdrawForm';
import { useAppStore } from '../../../src/app/stores/app-store';
import { currency, renderAt } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const PLAYER: WalletPlayer = { id: 'u1', emailVerified: true, vipLevel: 1 };
const ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

const LEVELS: VipLevel[] = [
  {
    level: 0,
    name: 'Newcomer',
    withdrawFee: 2,
    depositRequirement: 0,
    wagerRequirement: 0,
    bonusWheelMaxReward: 1,
  },
  {
    level: 1,
    name: 'Bronze',
    withdrawFee: 1.8,
    depositRequirement: 100,
    wagerRequirement: 1000,
    bonusWheelMaxReward: 2,
  },
];

function entry(patch: Partial<WithdrawHistoryEntry> = {}): WithdrawHistoryEntry {
  return {
    _id: 'w1',
    currency: 'btc',
    address: ADDRESS,
    sum: 0.01,
    created_at: '2026-11-22T10:00:00Z',
    status: 0,
    auto: false,
    decline_reason: null,
    fee: 0.00018,
    type: 'bitcoin',
    txid: null,
    ...patch,
  };
}

const answer = (route: string, handler: (body: unknown) => unknown) =>
  fake.requestHandlers.set(route, handler);
const refuse = (status: number, code: number, message: string) => () => {
  throw new ApiError(status, { code, message });
};

async function renderWallet(player: WalletPlayer = PLAYER) {
  await renderAt(
    <>
      <Modal open title="Wallet">
        <WalletTabs player={player} />
      </Modal>
      <ToastHost />
    </>,
  );
}

/** The withdraw form with an address and an amount typed in. */
function fillForm(address: string, amount: string) {
  fireEvent.change(screen.getByLabelText('Withdrawal address'), { target: { value: address } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  useWalletModal.setState({ tab: 'withdraw', history: null });
  useWithdrawHistory.getState().reset(null);
  useKycModal.setState({ step: 'closed' });
  useAppStore.setState({ currency: 'btc', vip: LEVELS });
  useWallet.setState({
    currencies: [
      currency('btc', 8, { name: 'Bitcoin', chains: ['bitcoin'], balance: { real: 0.05, demo: 0 } }),
      currency('usdt', 6, { name: 'Tether', chains: ['erc20', 'trc20'], balance: { real: 500, demo: 0 } }),
    ],
    bonuses: [],
  });
  answer('POST /api/wallet/history/withdraws', () => []);
});
afterEach(() => cleanup());

describe('the withdraw form', () => {
  it("refuses an address under 4 characters with 'Enter wallet!' and an amount that is no number", async () => {
    await renderWallet();
    fillForm(' ab ', '');
    submit();
    expect(await screen.findByText(VALIDATION_TEXTS.withdrawWallet)).toBeTruthy();
    expect(screen.getByText(WITHDRAW_ERRORS[1])).toBeTruthy();

    fillForm('abcd', '0');
    submit();
    await waitFor(() => expect(screen.queryByText(VALIDATION_TEXTS.withdrawWallet)).toBeNull());
    expect(screen.getByText(WITHDRAW_ERRORS[1])).toBeTruthy();
    expect(fake.bodiesOf('POST /api/wallet/withdraw')).toEqual([]);
  });

  it('keeps digits and one dot at the currency precision, and Max takes the whole real balance', async () => {
    await renderWallet();
    const amount = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '-1,5e.123456789 btc' } });
    expect(amount.value).toBe('15.12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount.value).toBe('0.05');
  });

  it("shows the fee of the player's VIP level and what the address receives", async () => {
    await renderWallet();
    expect(screen.getByText('Fee (VIP Bronze, 1.8%)')).toBeTruthy();
    fillForm(ADDRESS, '0.01');
    // 1.8 % of 1,000,000 satoshi is 18,000, rounded up to a whole satoshi as the cashier does.
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.00018 BTC');
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('0.00982 BTC');
    fillForm(ADDRESS, '0.00000001');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('0.00000001 BTC');
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('0 BTC');
  });

  it('orders with sum, currency, wallet and the network as type, toasts, and puts the entry on top', async () => {
    const server = [entry({ _id: 'old', status: 1 })];
    answer('POST /api/wallet/history/withdraws', () => server);
    answer('POST /api/wallet/withdraw', () => {
      server.unshift(entry({ _id: 'new', currency: 'usdt', sum: 25 }));
      return server[0];
    });
    await renderWallet();
    fireEvent.click(screen.getByRole('button', { name: /^Currency/ }));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Currencies' })).getByRole('button', { name: /Tether/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Network/ }));
    fireEvent.click(screen.getByRole('button', { name: 'TRON (TRC-20)' }));
    fillForm(` ${ADDRESS} `, '25');
    submit();

    expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
    expect(fake.bodiesOf('POST /api/wallet/withdraw')).toEqual([
      { sum: 25, currency: 'usdt', wallet: ADDRESS, type: 'trc20' },
    ]);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    expect(useWithdrawHistory.getState().entries?.[0]?._id).toBe('new');

    fireEvent.click(screen.getByRole('button', { name: 'View history' }));
    const history = await screen.findByRole('region', { name: 'Withdraw history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    expect(within(history).getAllByRole('row')[1]!.textContent).toContain('25 USDT');
  });

  it.each([1, 2, 3, 5] as const)('shows the text of code %i', async (code) => {
    answer('POST /api/wallet/withdraw', refuse(400, code, `server text ${code}`));
    await renderWallet();
    fillForm(ADDRESS, '0.01');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(WITHDRAW_ERRORS[code]);
  });

  it("shows the server's per-field message and, for another refusal, the server's message", async () => {
    answer('POST /api/wallet/withdraw', () => {
      throw new ApiError(422, {
        code: -1,
        message: 'Unknown network',
        errors: { type: ['Unknown network'], wallet: [VALIDATION_TEXTS.withdrawWallet] },
      });
    });
    await renderWallet();
    fillForm('abcd', '0.01');
    submit();
    expect(await screen.findByText(VALIDATION_TEXTS.withdrawWallet)).toBeTruthy();

    answer('POST /api/wallet/withdraw', refuse(403, 6, 'Please verify your email first.'));
    submit();
    expect(await screen.findByText('Please verify your email first.')).toBeTruthy();
  });

  it('opens the KYC info modal and says why on a refusal for KYC', async () => {
    answer(
      'POST /api/wallet/withdraw',
      refuse(403, WITHDRAWAL_CODES.kycRequired, 'KYC verification is required to withdraw this amount'),
    );
    await renderWallet();
    fillForm(ADDRESS, '0.04');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(KYC_NEEDED_TEXT);
    expect(useKycModal.getState().step).toBe('info');

    act(() => useKycModal.getState().closeKyc());
    fireEvent.click(screen.getByRole('button', { name: 'Verify identity' }));
    expect(useKycModal.getState().step).toBe('info');
  });

  it('stays closed while the email is unverified', async () => {
    await renderWallet({ ...PLAYER, emailVerified: false });
    expect(screen.getByText(EMAIL_UNVERIFIED_TEXT)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the withdraw history', () => {
  const ROWS = [
    entry({ _id: 'queued', sum: 0.001 }),
    entry({ _id: 'auto', sum: 0.002, auto: true }),
    entry({ _id: 'review', sum: 0.003, status: 3 }),
    entry({ _id: 'paid', sum: 0.004, status: 1, txid: 'ab'.repeat(32) }),
    entry({ _id: 'declined', sum: 0.005, status: 2, decline_reason: 'Wagering requirement not met' }),
    entry({ _id: 'cancelled', sum: 0.006, status: 4 }),
  ];

  async function openHistory() {
    useWalletModal.setState({ history: 'withdraws' });
    await renderWallet();
    const history = await screen.findByRole('region', { name: 'Withdraw history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(ROWS.length + 1));
    return history;
  }

  const rowOf = (history: HTMLElement, sum: string) =>
    within(history)
      .getAllByRole('row')
      .find((row) => row.textContent!.startsWith(`${sum} BTC`))!;

  it('shows each status, the decline reason, and Cancel only for status 0 that is not automatic', async () => {
    answer('POST /api/wallet/history/withdraws', () => ROWS);
    const history = await openHistory();
    const statuses = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[3]!.textContent);
    expect(statuses).toEqual([
      'Pending',
      'Pending',
      'In review',
      'Successful',
      'DeclinedWagering requirement not met',
      'Cancelled',
    ]);
    const cancels = within(history).getAllByRole('button', { name: 'Cancel' });
    expect(cancels).toHaveLength(1);
    expect(rowOf(history, '0.001').contains(cancels[0]!)).toBe(true);
  });

  it('cancels: posts the id and shows the answer; a refusal is shown', async () => {
    answer('POST /api/wallet/history/withdraws', () => ROWS);
    answer('POST /api/wallet/cancel_withdraw', (body) =>
      entry({ ...ROWS[0], ...(body as object), status: 4 }),
    );
    const history = await openHistory();
    fireEvent.click(within(history).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Withdrawal cancelled')).toBeTruthy();
    expect(fake.bodiesOf('POST /api/wallet/cancel_withdraw')).toEqual([{ id: 'queued' }]);
    expect((rowOf(history, '0.001') as HTMLTableRowElement).cells[3]!.textContent).toBe('Cancelled');
    expect(within(history).queryByRole('button', { name: 'Cancel' })).toBeNull();

    cleanup();
    answer('POST /api/wallet/cancel_withdraw', refuse(400, 40, 'This withdrawal can no longer be cancelled'));
    const again = await openHistory();
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect((await within(again).findByRole('alert')).textContent).toBe(
      'This withdrawal can no longer be cancelled',
    );
  });

  it('loads again after a BalanceModification on the player channel', async () => {
    let answers = 0;
    answer('POST /api/wallet/history/withdraws', () => {
      answers += 1;
      return answers === 1 ? ROWS : ROWS.map((row) => (row._id === 'review' ? { ...row, status: 1 } : row));
    });
    const history = await openHistory();
    expect(
      fake.emit(userChannel('u1'), USER_EVENTS.balanceModification, {
        currency: 'btc',
        balance: { real: 0.04, demo: 0 },
      }),
    ).toBe(true);
    await waitFor(() =>
      expect((rowOf(history, '0.003') as HTMLTableRowElement).cells[3]!.textContent).toBe('Successful'),
    );
    expect(answers).toBe(2);
  });
});
