// @vitest-environment jsdom
/**
 * The demo panel drives the sim through the same `window.__harness` a script uses: socket drop and restore,
 * clock steps (and the race's end from the leaderboard's own times), crowd rates with the sim's refusals shown,
 * and faults on the next call. Absent against the real API.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { WorldRates } from '@contract/index';
import type { HarnessHandle } from '../../../src/app/transport';

const apiMock = vi.hoisted(() => vi.fn());
vi.mock('../../../src/app/api/api', () => ({ api: apiMock }));

const { SimPanelButton } = await import('../../../src/app/features/sim-panel');

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
  };
  const realtime = { drop: vi.fn(), restore: vi.fn(), online: vi.fn(() => true) };
  const harness = { transport: 'sim', control, realtime } as unknown as HarnessHandle;
  return { harness, control, realtime, now: () => now };
}

let sim: ReturnType<typeof fakeHarness>;

async function openPanel() {
  render(
    <>
      <Toaster />
      <SimPanelButton />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sim controls' }));
  await screen.findByRole('heading', { name: 'Events socket' });
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

  it('drops and restores the socket', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Drop the socket' }));
    expect(sim.realtime.drop).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Restore the socket' }));
    expect(sim.realtime.restore).toHaveBeenCalledTimes(1);
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
});
