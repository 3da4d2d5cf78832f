// @vitest-environment jsdom
/**
 * The bonus wheel: its segments from the licence, the turn that lands on the answered segment, and its states
 * (platform.md §4): idle, spinning (Spin blocked), finished (prize shown, user and bonuses refreshed); guests
 * see 0 spins and Spin opens the sign-in; the spin errors by code.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError, SPIN_ERRORS, WHEEL, type SpinResult } from '@contract/index';
import { api } from '../shell/fakes/api';
import { openAuthModal, signIn, signOut, useSession } from '../shell/fakes/auth';
import { stubBrowserApis } from '../shell/fakes/dom';
import { WheelModal, WHEEL_TOOLTIP } from '../../../src/app/features/promotions/wheel/WheelModal';
import { REDUCED_SPIN_MS } from '../../../src/app/features/promotions/wheel/use-wheel';
import {
  landingRotation,
  segmentAt,
  wheelLabels,
} from '../../../src/app/features/promotions/wheel/wheel-geometry';
import { useAppStore } from '../../../src/app/stores/app-store';

vi.mock('../../../src/app/api/api', () => import('../shell/fakes/api'));
vi.mock('../../../src/app/features/auth', () => import('../shell/fakes/auth'));

const LABELS = ['$1', '$2', '$3', '$4', '$5', '$6'];

const SPIN: SpinResult = {
  segment: 11,
  usd: 5,
  currency: 'usdt',
  betId: 'bet-1',
  serverSeedHash: 'hash',
  clientSeed: 'client',
  nonce: 7,
};

/** The wheel's calls: `tickets` spins, and the spin answered with `spin` (thrown if an error). */
function wheelAnswers(tickets: number, spin: SpinResult | Error = SPIN) {
  api.mockImplementation(async (route: unknown) => {
    if (route === 'POST /api/promocode/ticket/data')
      return { model: { tickets }, promocodes: [{ _id: 'c1', code: 'SPINS2' }] };
    if (route === 'POST /api/promocode/ticket/spin') {
      if (spin instanceof Error) throw spin;
      return spin;
    }
    return [];
  });
}

const renderWheel = () =>
  render(
    <MemoryRouter>
      <WheelModal />
    </MemoryRouter>,
  );

const spinButton = () => screen.getByRole('button', { name: /^Spin/ });
const spinCalls = () => api.mock.calls.filter(([route]) => route === 'POST /api/promocode/ticket/spin');
const rotation = () => Number(document.querySelector('.wheel__disc')!.getAttribute('data-rotation'));

beforeEach(() => {
  stubBrowserApis();
  api.mockReset();
  openAuthModal.mockClear();
  useAppStore.setState({
    licence: { enabledFeatures: [], plugins: ['wheel'], pluginSettings: { wheel: { segments: LABELS } } },
  });
});
afterEach(() => {
  cleanup();
  signOut();
  vi.useRealTimers();
});

describe('wheel geometry', () => {
  it("repeats the licence's six labels twice round the wheel, or the defaults", () => {
    expect(wheelLabels(useAppStore.getState().licence)).toEqual([...LABELS, ...LABELS]);
    expect(wheelLabels(null)).toEqual([...WHEEL.defaultSegments, ...WHEEL.defaultSegments]);
    const broken = { enabledFeatures: [], plugins: [], pluginSettings: { wheel: { segments: ['$1'] } } };
    expect(wheelLabels(broken)).toHaveLength(12);
    expect(wheelLabels(broken)[0]).toBe(WHEEL.defaultSegments[0]);
  });

  it('lands every segment under the pointer after 8 more full turns, always turning forward', () => {
    let from = 0;
    for (const segment of [1, 12, 6, 6, 7, 3]) {
      const to = landingRotation(from, segment);
      expect(segmentAt(to)).toBe(segment);
      expect(to - from).toBeGreaterThanOrEqual(360 * WHEEL.spins);
      expect(to - from).toBeLessThan(360 * (WHEEL.spins + 1));
      from = to;
    }
  });
});

describe('wheel states', () => {
  it('a guest sees 0 spins and the tooltip; Spin opens the sign-in and spins nothing', () => {
    wheelAnswers(3);
    renderWheel();
    expect(screen.getByText('Spins:').textContent).toBe('Spins: 0');
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(WHEEL_TOOLTIP);
    fireEvent.click(spinButton());
    expect(openAuthModal).toHaveBeenCalledWith('auth');
    expect(api).not.toHaveBeenCalled();
  });

  it('idle -> spinning (blocked) -> finished: the prize, the verify link, and the refreshes', async () => {
    vi.useFakeTimers();
    signIn();
    const refreshUser = vi.fn(async () => {});
    useSession.setState({ refreshUser });
    wheelAnswers(1);
    renderWheel();
    await act(async () => {});
    expect(screen.getByText('Spins:').textContent).toBe('Spins: 1');
    expect(screen.getByText(/Spins from/).textContent).toBe('Spins from: SPINS2');

    fireEvent.click(spinButton());
    await act(async () => {});
    expect(spinButton().textContent).toBe('Spinning…');
    expect((spinButton() as HTMLButtonElement).disabled).toBe(true);
    expect(segmentAt(rotation())).toBe(SPIN.segment);
    expect(rotation()).toBeGreaterThanOrEqual(360 * WHEEL.spins);
    expect(screen.getByText('Spins:').textContent).toBe('Spins: 0');
    fireEvent.click(spinButton());
    expect(spinCalls()).toHaveLength(1);

    // Still turning just before 5 s: no prize yet.
    await act(async () => vi.advanceTimersByTime(WHEEL.spinMs - 10));
    expect(screen.queryByText(/You won/)).toBeNull();
    expect(refreshUser).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.getByRole('status').textContent).toContain('You won $5');
    expect(screen.getByRole('link', { name: 'Verify on /fairness' }).getAttribute('href')).toBe('/fairness');
    expect(screen.getByRole('status').textContent).toContain('nonce 7');
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith('POST /api/bonusBalance');
    expect(spinButton().textContent).toBe('Spin');
    expect((spinButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('with reduced motion the turn is short', async () => {
    vi.useFakeTimers();
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as typeof matchMedia;
    signIn();
    wheelAnswers(1);
    renderWheel();
    fireEvent.click(spinButton());
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(REDUCED_SPIN_MS));
    expect(screen.getByRole('status').textContent).toContain('You won $5');
    window.matchMedia = matchMedia;
  });

  it.each([
    [SPIN_ERRORS.depositBonusFirst.code, SPIN_ERRORS.depositBonusFirst.message],
    [SPIN_ERRORS.noTickets.code, SPIN_ERRORS.noTickets.message],
    [7, SPIN_ERRORS.noTickets.message],
  ])('a spin refused with code %s reads "%s" and the wheel is idle again', async (code, text) => {
    signIn();
    wheelAnswers(0, new ApiError(400, { code, message: 'server' }));
    renderWheel();
    fireEvent.click(spinButton());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(spinButton().textContent).toBe('Spin');
    expect(rotation()).toBe(0);
  });
});
