// @vitest-environment jsdom
/**
 * /rewards: a player's cards with their figures and actions (the wheel's spins, rakeback, cashback, the VIP
 * level), the Discord steps and codes, a card whose extension route is missing showing its note, and a guest's
 * cards asking to sign in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ApiError, DISCORD_ERRORS, extensionUnavailableText, type VipLevel } from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { resetMissingExtensions } from '../../../src/app/api/extensions';
import { recordServerTime } from '../../../src/app/api/server-clock';
import { useAuthModal, useSession } from '../../../src/app/features/auth';
import { usePromotionModals } from '../../../src/app/features/promotions/promotion-modals';
import { RewardsPage } from '../../../src/app/features/rewards';
import { DISCORD_TEXTS } from '../../../src/app/features/rewards/discord-rules';
import { useWallet } from '../../../src/app/features/wallet';
import { useAppStore } from '../../../src/app/stores/app-store';
import { makeUser } from '../auth/fakes/user';
import { currency, renderAt, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const NOW = Date.UTC(2024, 4, 1, 18);
const LEVELS = [
  { level: 0, name: 'Newcomer', depositRequirement: 0, wagerRequirement: 0, bonusWheelMaxReward: 1 },
  { level: 1, name: 'Bronze', depositRequirement: 100, wagerRequirement: 1000, bonusWheelMaxReward: 2 },
  { level: 2, name: 'Silver', depositRequirement: 500, wagerRequirement: 5000, bonusWheelMaxReward: 5 },
] as VipLevel[];

const card = (name: string) => screen.getByRole('region', { name });
const notFound = () => {
  throw new ApiError(404, { code: 404, message: 'Not found' });
};

function answerPlayer() {
  const answers: Record<string, () => unknown> = {
    'POST /api/promocode/ticket/data': () => ({ model: { tickets: 2 }, promocodes: [] }),
    'POST /api/data/promotions/rakeback': () => ({ percent: 10, next: null }),
    'POST /api/data/rakeback': () => [{ id: 'usdt', value: 3.25 }],
    'POST /api/data/cashback': () => ({
      percent: 2,
      todayLossUsd: 40,
      nextAt: NOW + 6 * 3_600_000,
      paid: [{ at: NOW - 18 * 3_600_000, usd: 1.2, currency: 'usdt', value: 1.2 }],
    }),
    'POST /api/promocode/discord/state': () => ({ joined: false, claimed: false }),
    'POST /api/promocode/discord/join': () => ({ joined: true, claimed: false }),
    'POST /api/vip': () => ({ levels: LEVELS, data: { type: 'data', deposited: 250, wagered: 1000 } }),
  };
  for (const [route, answer] of Object.entries(answers)) fake.requestHandlers.set(route, answer);
}

beforeEach(() => {
  fake.reset();
  resetMissingExtensions();
  setTransport(fake.transport);
  recordServerTime({ at: NOW, resolution: 1 });
  useAppStore.setState({ vip: LEVELS });
  useWallet.setState({ currencies: [currency('usdt', 6)] });
  answerPlayer();
});
afterEach(() => {
  cleanup();
  usePromotionModals.setState({ open: null });
  useAuthModal.setState({ view: null });
  setSession(null);
});

describe('a player on /rewards', () => {
  beforeEach(() => setSession(makeUser({ vipLevel: 1 })));

  it("shows each card's figures", async () => {
    await renderAt(<RewardsPage />, '/rewards');
    expect(within(card('Daily faucet')).getByText('Available')).toBeTruthy();
    expect(
      within(card('Daily faucet')).getByRole('link', { name: 'Go to faucet' }).getAttribute('href'),
    ).toBe('/bonus');
    expect(await within(card('Rakeback')).findByText('≈ $3.25')).toBeTruthy();
    expect(card('Bonus wheel').textContent).toContain('Spins2');
    const cashback = card('Daily cashback');
    expect(cashback.textContent).toContain('Your rate2%');
    expect(cashback.textContent).toContain("Today's loss$40.00");
    expect(cashback.textContent).toContain('Next payout6h 00m');
    expect(within(cashback).getByRole('list', { name: 'Recent cashback' }).textContent).toContain(
      '1.200000 USDT',
    );
    const vip = card('VIP level');
    expect(await within(vip).findByText('Bronze')).toBeTruthy();
    // Bronze to Silver: deposit 250 of 500 (50%) and wager 1,000 of 5,000 (20%) make 35%.
    expect(within(vip).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    expect(within(vip).getByRole('link', { name: 'VIP programme' }).getAttribute('href')).toBe('/vip');
  });

  it('opens the rakeback, wheel and promo code modals from their cards', async () => {
    await renderAt(<RewardsPage />, '/rewards');
    fireEvent.click(await within(card('Rakeback')).findByRole('button', { name: 'Claim' }));
    expect(usePromotionModals.getState().open).toBe('rakeback');
    fireEvent.click(within(card('Bonus wheel')).getByRole('button', { name: 'Spin' }));
    expect(usePromotionModals.getState().open).toBe('wheel');
    fireEvent.click(within(card('Promo codes')).getByRole('button', { name: 'Redeem' }));
    expect(usePromotionModals.getState().open).toBe('redeemCode');
  });

  it('joins Discord, says so, then claims; code 2 reads already received', async () => {
    await renderAt(<RewardsPage />, '/rewards');
    const discord = card('Discord bonus');
    fireEvent.click(within(discord).getByRole('button', { name: 'Join our Discord' }));
    expect((await within(discord).findByRole('status')).textContent).toBe('Connected to Discord');
    fake.requestHandlers.set('POST /api/promocode/discord', () => {
      throw new ApiError(400, { code: 2, message: 'x' });
    });
    fireEvent.click(within(discord).getByRole('button', { name: 'Claim' }));
    expect((await within(discord).findByRole('alert')).textContent).toBe(DISCORD_ERRORS[2]);
  });

  it('a successful Discord claim reloads the wheel spins', async () => {
    fake.requestHandlers.set('POST /api/promocode/discord/state', () => ({ joined: true, claimed: false }));
    await renderAt(<RewardsPage />, '/rewards');
    expect(card('Bonus wheel').textContent).toContain('Spins2');
    const spins = { model: { tickets: 3 }, promocodes: [] };
    fake.requestHandlers.set('POST /api/promocode/discord', () => spins);
    fake.requestHandlers.set('POST /api/promocode/ticket/data', () => spins);
    fireEvent.click(within(card('Discord bonus')).getByRole('button', { name: 'Claim' }));
    expect((await within(card('Discord bonus')).findByRole('status')).textContent).toBe(
      DISCORD_TEXTS.received,
    );
    expect(await within(card('Bonus wheel')).findByText('3')).toBeTruthy();
    expect(fake.bodiesOf('POST /api/promocode/ticket/data')).toHaveLength(2);
  });

  it('shows the note in place of a card whose extension route the server lacks', async () => {
    fake.requestHandlers.set('POST /api/data/cashback', notFound);
    fake.requestHandlers.set('POST /api/promocode/discord/state', notFound);
    await renderAt(<RewardsPage />, '/rewards');
    expect(await within(card('Daily cashback')).findByRole('note')).toBeTruthy();
    expect(within(card('Daily cashback')).getByRole('note').textContent).toBe(
      extensionUnavailableText('POST /api/data/cashback'),
    );
    expect(within(card('Discord bonus')).getByRole('note').textContent).toBe(
      extensionUnavailableText('POST /api/promocode/discord/state'),
    );
    expect(within(card('Daily cashback')).queryByText(/Your rate/)).toBeNull();
  });
});

describe('a guest on /rewards', () => {
  it('sees every card with a sign-in button and calls nothing of the rewards', async () => {
    await renderAt(<RewardsPage />, '/rewards');
    for (const name of [
      'Daily faucet',
      'Rakeback',
      'Daily cashback',
      'Bonus wheel',
      'Promo codes',
      'Discord bonus',
    ])
      expect(within(card(name)).getByRole('button', { name: /^Sign in/ })).toBeTruthy();
    expect(card('Bonus wheel').textContent).toContain('Spins0');
    expect(fake.transport.request).not.toHaveBeenCalled();
  });

  it('is asked to sign in when pressing the faucet', async () => {
    await renderAt(<RewardsPage />, '/rewards');
    fireEvent.click(within(card('Daily faucet')).getByRole('button', { name: 'Sign in to claim' }));
    expect(useAuthModal.getState().view).toBe('auth');
  });
});

describe('while the session is being restored', () => {
  it('shows neither the guest nor the player cards', async () => {
    useSession.setState({ status: 'booting', user: null, token: 'token-1' });
    await renderAt(<RewardsPage />, '/rewards');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('button', { name: /^Sign in/ })).toBeNull();
  });
});
