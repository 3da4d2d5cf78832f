// @vitest-environment jsdom
/**
 * The demo panel drives the sim through the same `window.__harness` a script uses: socket drop and restore,
 * clock steps (and the race's end from the leaderboard's own times), crowd rates with the sim's refusals shown,
 * and faults on the next call. Absent against the real API.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastHost } from '../../../src/app/components/toast';
import type { StaffWithdrawal, WorldRates } from '@contract/index';
import type { HarnessHandle } from '../../../src/app/transport';

const apiMock = vi.hoisted(() => vi.fn());
vi.mock('../../../src/app/api/api', () => ({ api: apiMock }));

const { SimPanelButton } = await import('../../../src/app/features/sim-panel');
const { useWallet } = await import('../../../src/app/features/wallet');
const { currency } = await import('../fakes/app');

const RATES: WorldRates = {
  betsPerMinute: 30,
  chatMessagesPerMinute: 6,
  tipsPerHour: 4,
  quizAnswerProbability: 0.8,
  quizzesPerHour: 2,
  activeShare: 0.5,
};

function fakeHarness() {
  let now = Date.UTC(2024, 4, 1, 12);
  const control = {
    now: vi.fn(async () => now),
    advance: vi.fn(async (ms: number) => void (now += ms)),
    settle: vi.fn(async () => undefined),
    worldRates: vi.fn(async () => RATES),
    setWorldRates: vi.fn(async (patch: Partial<WorldRates>) => {
      if ((patch.betsPerMinute ?? 0) > 6_000) throw new RangeError('betsPerMinute must be 0 to 6000');
      return { ...RATES, ...patch };
    }),
    injectFault: vi.fn(async () => undefined),
    clearFaults: vi.fn(async () => undefined),
    sendToAddress: vi.fn(async () => ({ txid: 'ab'.repeat(32) })),
    pendingWithdrawals: vi.fn(async () => [] as StaffWithdrawal[]),
    approveWithdrawal: vi.fn(async () => undefined),
    declineWithdrawal: vi.fn(async () => undefined),
  };
  const realtime = { drop: vi.fn(), restore: vi.fn(), online: vi.fn(() => true) };
  const trading = { drop: vi.fn(), restore: vi.fn(), online: vi.fn(() => true), push: vi.fn() };
  const harness = { transport: 'sim', control, realtime, trading } as unknown as HarnessHandle;
  return { harness, control, realtime, trading, now: () => now };
}

let sim: ReturnType<typeof fakeHarness>;

async function openPanel() {
  render(
    <>
      <ToastHost />
      <SimPanelButton />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sim controls' }));
  // The panel's code, and each money page's, loads on first open: on a busy machine that takes a while.
  await screen.findByRole('heading', { name: 'Sockets' });
}

beforeEach(() => {
  sim = fakeHarness();
  window.__harness = sim.harness;
});

afterEach(() => {
  cleanup();
  delete window.__harness;
  apiMock.mockReset();
});

describe('the demo panel', () => {
  it('is not there without a sim', () => {
    delete window.__harness;
    render(<SimPanelButton />);
    expect(screen.queryByRole('button', { name: 'Sim controls' })).toBeNull();
  });

  it('drops and restores the events socket and the trading socket, each on its own', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Drop the events socket' }));
    expect(sim.realtime.drop).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Restore the events socket' }));
    expect(sim.realtime.restore).toHaveBeenCalledTimes(1);
    expect(sim.trading.drop).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Drop the trading socket' }));
    expect(sim.trading.drop).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Restore the trading socket' }));
    expect(sim.trading.restore).toHaveBeenCalledTimes(1);
    expect(sim.realtime.drop).toHaveBeenCalledTimes(1);
  });

  it('moves the clock and lets due work run', async () => {
    await openPanel();
    const start = sim.now();
    fireEvent.click(screen.getByRole('button', { name: '+1 hour' }));
    await screen.findByText('Sim clock moved an hour');
    expect(sim.control.advance).toHaveBeenCalledWith(3_600_000);
    expect(sim.control.settle).toHaveBeenCalled();
    expect(sim.now()).toBe(start + 3_600_000);
  });

  it("jumps one second past the race's end, as the leaderboard gives it", async () => {
    const now = sim.now();
    apiMock.mockResolvedValue({ now, race: { endsAt: now + 5 * 3_600_000 } });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: "To the race's end" }));
    await screen.findByText('The weekly race ended and paid its prizes');
    expect(apiMock).toHaveBeenCalledWith('POST /api/leaderboard', { type: 'week' });
    expect(sim.control.advance).toHaveBeenCalledWith(5 * 3_600_000 + 1_000);
  });

  it("applies crowd rates and shows the sim's refusal", async () => {
    await openPanel();
    const bets = await screen.findByLabelText('Bets per minute');
    await waitFor(() => expect((bets as HTMLInputElement).value).toBe('30'));
    fireEvent.change(bets, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply rates' }));
    await screen.findByText('Crowd rates changed');
    expect(sim.control.setWorldRates).toHaveBeenLastCalledWith(
      expect.objectContaining({ betsPerMinute: 600 }),
    );

    fireEvent.change(bets, { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply rates' }));
    await screen.findByText('betsPerMinute must be 0 to 6000');
  });

  it('arms faults for the next call', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Session expired (419)' }));
    await screen.findByText('Armed: HTTP 419');
    expect(sim.control.injectFault).toHaveBeenCalledWith({ type: 'sessionExpired' });
    fireEvent.click(screen.getByRole('button', { name: 'Two-factor challenge (-1024)' }));
    expect(sim.control.injectFault).toHaveBeenLastCalledWith({ type: 'twoFactor' });
  });

  it("sends a transfer to the signed-in player's deposit address", async () => {
    useWallet.setState({ currencies: [currency('btc', 8, { name: 'Bitcoin', chains: ['bitcoin'] })] });
    apiMock.mockResolvedValue({ wallet: 'bc1qplayer', currency: 'btc', chain: 'bitcoin', confirmations: 3 });
    await openPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Transfer' }));
    const address = (await screen.findByLabelText('Address')) as HTMLInputElement;
    await waitFor(() => expect(address.value).toBe('bc1qplayer'));
    expect(apiMock).toHaveBeenCalledWith('POST /api/wallet/getDepositWallet', {
      currency: 'btc',
      chain: 'bitcoin',
    });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.5x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send transfer' }));
    await screen.findByText('Transfer sent');
    expect(sim.control.sendToAddress).toHaveBeenCalledWith({
      currency: 'btc',
      chain: 'bitcoin',
      address: 'bc1qplayer',
      amount: '0.5',
    });
  });

  it('lists pending withdrawals and approves or declines them with a reason', async () => {
    const pending = (id: string, name: string): StaffWithdrawal => ({
      _id: id,
      currency: 'btc',
      address: 'bc1qoutside',
      sum: 0.01,
      created_at: '2026-11-22T10:00:00Z',
      status: 0,
      auto: false,
      decline_reason: null,
      fee: 0.00016,
      type: 'bitcoin',
      txid: null,
      user: { _id: `u-${name}`, name, vipLevel: 2 },
    });
    sim.control.pendingWithdrawals
      .mockResolvedValueOnce([pending('w1', 'ann'), pending('w2', 'bob')])
      .mockResolvedValueOnce([pending('w2', 'bob')])
      .mockResolvedValue([]);
    await openPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    const ann = await screen.findByRole('listitem', { name: '0.01 BTC of ann' });
    fireEvent.click(within(ann).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Withdrawal paid');
    expect(sim.control.approveWithdrawal).toHaveBeenCalledWith('w1');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '0.01 BTC of ann' })).toBeNull());

    const bob = screen.getByRole('listitem', { name: '0.01 BTC of bob' });
    fireEvent.change(within(bob).getByLabelText(/^Decline reason/), { target: { value: ' Wrong network ' } });
    fireEvent.click(within(bob).getByRole('button', { name: 'Decline' }));
    await screen.findByText('No withdrawal is waiting.');
    expect(sim.control.declineWithdrawal).toHaveBeenCalledWith('w2', 'Wrong network');
  });
});
