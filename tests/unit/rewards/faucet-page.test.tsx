// @vitest-environment jsdom
/**
 * The /bonus faucet: Spin's disabled rules, 'Spinning...' while the number runs down from the level's max
 * reward to the result over 5 s (its endpoints, frame by frame; a jump under reduced motion), 'Received $X',
 * Spin back 1.5 s later, and codes 1 and 2.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type FaucetAnswer, type VipLevel } from '@contract/index';
import { FAUCET_ERRORS } from '@contract/promotions';
import { setTransport } from '../../../src/app/api/api';
import { recordServerTime } from '../../../src/app/api/server-clock';
import { FaucetPage } from '../../../src/app/features/rewards';
import { useAppStore } from '../../../src/app/stores/app-store';
import { makeUser } from '../auth/fakes/user';
import { renderAt, setSession } from '../fakes/app';
import { deferred } from '../fakes/deferred';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const NOW = 1_700_000_000_000;
const LEVELS = [
  { level: 0, name: 'Newcomer', bonusWheelMaxReward: 1 },
  { level: 2, name: 'Silver', bonusWheelMaxReward: 5 },
] as VipLevel[];

/** requestAnimationFrame by hand: the test runs each frame at the time it chooses. */
let frames: FrameRequestCallback[] = [];
const runFrame = (time: number) =>
  act(() => {
    const due = frames;
    frames = [];
    due.forEach((frame) => frame(time));
  });

const spinButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Spin' });
const shownValue = () => screen.getByTestId('faucet-value').textContent;
const caption = () => screen.getByRole('status').textContent;

function answerClaim() {
  const claim = deferred<FaucetAnswer>();
  fake.requestHandlers.set('POST /api/promocode/bonus', () => claim.promise);
  return claim;
}

async function openFaucet(bonusClaim: number | null = null) {
  const user = makeUser({ vipLevel: 2, bonus_claim: bonusClaim });
  setSession(user);
  fake.requestHandlers.set('POST /auth/update', () => ({ user }));
  return renderAt(<FaucetPage />, '/bonus');
}

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  recordServerTime({ at: NOW, resolution: 1 });
  useAppStore.setState({ vip: LEVELS });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the faucet', () => {
  it('is Available with Spin enabled when there is no next claim time, and states its rules', async () => {
    await openFaucet();
    expect(screen.getByTestId('faucet-status').textContent).toBe('Available');
    expect(spinButton().disabled).toBe(false);
    expect(caption()).toBe('Win up to $5.00');
    expect(screen.getByText('Deposit required')).toBeTruthy();
    expect(screen.getByText('Once per day')).toBeTruthy();
    expect(screen.getByText('Max reward by VIP level')).toBeTruthy();
  });

  it("disables Spin until the user's next claim time, counting down on the server's clock", async () => {
    await openFaucet(NOW + 2 * 3_600_000);
    expect(screen.getByTestId('faucet-status').textContent).toBe('Available in 2 hours');
    expect(spinButton().disabled).toBe(true);
  });

  it('runs the number down from the max reward to the result over 5 s, then reads Received', async () => {
    await openFaucet();
    const claim = answerClaim();
    fireEvent.click(spinButton());
    expect(caption()).toBe('Spinning...');
    expect(spinButton().disabled).toBe(true);
    await act(async () => claim.resolve({ value: 0.37, next: NOW / 1000 + 86_400 }));

    runFrame(1_000);
    expect(shownValue()).toBe('$5.00');
    expect(caption()).toBe('Spinning...');
    runFrame(3_500);
    const midway = Number(shownValue()!.replace('$', ''));
    expect(midway).toBeLessThan(5);
    expect(midway).toBeGreaterThan(0.37);
    runFrame(6_000);
    expect(shownValue()).toBe('$0.37');
    expect(caption()).toBe('Received $0.37');
    // The answer's next (seconds) closes the faucet for a day.
    expect(screen.getByTestId('faucet-status').textContent).toBe('Available in 24 hours');
    expect(spinButton().disabled).toBe(true);
  });

  it('jumps to the result under reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await openFaucet();
    const claim = answerClaim();
    fireEvent.click(spinButton());
    await act(async () => claim.resolve({ value: 1.25, next: NOW / 1000 + 86_400 }));
    expect(frames).toHaveLength(0);
    expect(shownValue()).toBe('$1.25');
    expect(caption()).toBe('Received $1.25');
  });

  it('keeps Spin disabled for 1.5 s after the result even when the faucet is open again', async () => {
    await openFaucet();
    const claim = answerClaim();
    fireEvent.click(spinButton());
    await act(async () => claim.resolve({ value: 0.5, next: NOW / 1000 - 1 }));
    runFrame(0);
    runFrame(5_000);
    expect(caption()).toBe('Received $0.50');
    expect(spinButton().disabled).toBe(true);
    await waitFor(() => expect(spinButton().disabled).toBe(false));
    expect(caption()).toBe('Received $0.50');
  });

  it.each([
    [1, FAUCET_ERRORS[1]],
    [2, FAUCET_ERRORS[2]],
  ])('shows code %i by its text', async (code, text) => {
    await openFaucet();
    fake.requestHandlers.set('POST /api/promocode/bonus', () => {
      throw new ApiError(400, { code, message: 'refused' });
    });
    fireEvent.click(spinButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    // Code 2 (no deposit yet) offers the deposit.
    expect(screen.queryByRole('button', { name: 'Deposit' }) !== null).toBe(code === 2);
    expect(spinButton().disabled).toBe(false);
  });
});
