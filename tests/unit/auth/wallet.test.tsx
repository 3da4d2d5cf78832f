// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { INTERVALS, USER_EVENTS, userChannel, type Currency } from '@contract/index';
import { useSession } from '../../../src/app/features/auth';
import { HeaderBalance, displayedBalance, useWallet } from '../../../src/app/features/wallet';
import { stopWalletSync, startWalletSync } from '../../../src/app/features/wallet/wallet-sync';
import { useAppStore } from '../../../src/app/stores/app-store';
import { answer, bodiesOf, resetFakeApi, transport } from './fakes/api';
import { makeUser } from './fakes/user';

vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/api/guards', () => import('./fakes/guards'));
vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));

function currency(id: string, name: string, real: number, demo = 0): Currency {
  return {
    id,
    name,
    icon: `/icons/${id}.svg`,
    style: { color: '#fff' },
    decimals: 8,
    chains: [],
    balance: { real, demo },
    price: 2,
    priceEur: 1,
    walletId: null,
  };
}

const CURRENCIES = [
  currency('btc', 'Bitcoin', 0.5),
  currency('eth', 'Ethereum', 2),
  currency('ltc', 'Litecoin', 0),
  currency('doge', 'Dogecoin', 10),
];

function balanceButton() {
  return screen.getByTitle('Change currency');
}

beforeEach(() => {
  resetFakeApi();
  vi.mocked(toast.info).mockClear();
  useWallet.setState({ currencies: [], bonuses: [] });
  useAppStore.setState({ currency: 'btc', demo: false, unit: 'btc', fiatView: false });
  useSession.setState({ user: makeUser(), token: 'token-1', status: 'signedIn' });
  answer('POST /api/data/currencies', () => CURRENCIES);
  answer('POST /api/bonusBalance', () => []);
});
afterEach(() => {
  cleanup();
  stopWalletSync();
  vi.useRealTimers();
});

describe('HeaderBalance', () => {
  it('shows the selected currency and picks another through a searchable list', async () => {
    render(<HeaderBalance />);
    expect((await screen.findByText('0.50000000')).closest('button')).toBe(balanceButton());

    fireEvent.click(balanceButton());
    fireEvent.change(screen.getByLabelText('Search currency'), { target: { value: 'COIN' } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bitcoin0.50000000',
      'Litecoin0.00000000',
      'Dogecoin10.00000000',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Dogecoin/ }));

    expect(useAppStore.getState().currency).toBe('doge');
    expect(balanceButton().textContent).toContain('10.00000000');
  });

  it('shows no search box with 3 currencies or fewer', async () => {
    answer('POST /api/data/currencies', () => CURRENCIES.slice(0, 3));
    render(<HeaderBalance />);
    fireEvent.click(await screen.findByRole('button', { name: /BTC/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByLabelText('Search currency')).toBeNull();
  });

  it('disables deposit until the email is verified', async () => {
    useSession.setState({ user: makeUser({ email_verified: false }) });
    render(<HeaderBalance />);
    const deposit = (await screen.findByRole('button', { name: 'Deposit' })) as HTMLButtonElement;
    expect(deposit.disabled).toBe(true);
    act(() => useSession.setState({ user: makeUser({ email_verified: true }) }));
    expect(deposit.disabled).toBe(false);
  });

  it('switches to demo and offers a demo top-up while the demo balance is zero', async () => {
    answer('POST /api/user/demo', ({ currency: id }) => ({ currency: id, balance: { real: 0.5, demo: 1 } }));
    render(<HeaderBalance />);
    await screen.findByText('0.50000000');
    expect(screen.queryByRole('button', { name: 'Get demo balance' })).toBeNull();

    fireEvent.click(screen.getByLabelText('Demo'));
    expect(useAppStore.getState().demo).toBe(true);
    expect(balanceButton().textContent).toContain('0.00000000');
    fireEvent.click(screen.getByRole('button', { name: 'Get demo balance' }));

    // The top-up runs up over a second (community.md §5).
    await waitFor(() => expect(balanceButton().textContent).toContain('1.00000000'));
    expect(bodiesOf('POST /api/user/demo')).toEqual([{ currency: 'btc' }]);
    expect(screen.queryByRole('button', { name: 'Get demo balance' })).toBeNull();
  });

  it('follows BalanceModification on the user channel', async () => {
    render(<HeaderBalance />);
    await screen.findByText('0.50000000');
    const calls = transport.realtime.listen.mock.calls as unknown as Array<
      [string, string, (payload: unknown) => void]
    >;
    const [channel, event, handler] = calls.find(([name]) => name === userChannel('u1'))!;
    expect([channel, event]).toEqual([userChannel('u1'), USER_EVENTS.balanceModification]);
    act(() =>
      handler({
        currency: 'btc',
        balance: { real: 0.75, demo: 0 },
        delta: 0.25,
        kind: 'real',
        reason: 'win',
      }),
    );
    // The change runs for a second (community.md §5), then shows the new balance.
    await waitFor(() => expect(balanceButton().textContent).toContain('0.75000000'));
  });
});

describe('wallet sync', () => {
  it('polls the bonus balance while signed in and stops on sign-out', async () => {
    vi.useFakeTimers();
    startWalletSync();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodiesOf('POST /api/bonusBalance')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(INTERVALS.bonusBalancePollMs);
    expect(bodiesOf('POST /api/bonusBalance')).toHaveLength(2);

    useSession.setState({ user: null, token: null, status: 'guest' });
    await vi.advanceTimersByTimeAsync(INTERVALS.bonusBalancePollMs * 3);
    expect(bodiesOf('POST /api/bonusBalance')).toHaveLength(2);
    // Currencies load for the signed-in user and again for the guest.
    expect(bodiesOf('POST /api/data/currencies')).toHaveLength(2);
  });
});

describe('displayedBalance', () => {
  it('adds the usable bonus in real mode only, to 2 decimals', () => {
    const btc = currency('btc', 'Bitcoin', 1, 5);
    const bonuses = [
      { _id: 'b1', currency: 'btc', value: 0.5, frozenValue: 0.2 },
      { _id: 'b2', currency: 'eth', value: 9, frozenValue: 0 },
      { _id: 'b3', currency: 'btc', value: 0.004, frozenValue: 0 },
    ];
    expect(displayedBalance(btc, bonuses, false)).toBeCloseTo(1.3, 10);
    expect(displayedBalance(btc, bonuses, true)).toBe(5);
  });
});
