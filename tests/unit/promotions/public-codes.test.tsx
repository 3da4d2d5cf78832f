// @vitest-environment jsdom
/** /promotions: the promotions' cards and the public codes with their reward, expiry and uses, and its states. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PublicPromoCode } from '@contract/index';
import { api } from '../shell/fakes/api';
import { openAuthModal, signIn, signOut } from '../shell/fakes/auth';
import { PromotionsPage } from '../../../src/app/features/promotions';
import { usePromotionModals } from '../../../src/app/features/promotions/promotion-modals';

vi.mock('../../../src/app/api/api', () => import('../shell/fakes/api'));
vi.mock('../../../src/app/features/auth', () => import('../shell/fakes/auth'));

const CODES: PublicPromoCode[] = [
  {
    _id: 'p1',
    code: 'WELCOME5',
    title: 'Welcome gift',
    reward: { kind: 'bonus', usd: 5, currency: 'usdt', multiplier: 10 },
    expiresAt: null,
    usesLeft: null,
  },
  {
    _id: 'p2',
    code: 'SPINS2',
    title: 'Two spins',
    reward: { kind: 'tickets', count: 2 },
    expiresAt: Date.UTC(2030, 0, 2, 12, 0),
    usesLeft: 1,
  },
];

const renderPage = () =>
  render(
    <MemoryRouter>
      <PromotionsPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  api.mockReset();
  openAuthModal.mockClear();
  usePromotionModals.setState({ open: null });
});
afterEach(() => {
  cleanup();
  signOut();
});

describe('/promotions', () => {
  it('lists the promotions: the deposit bonus and the wheel open their modals, the rest link to their pages', () => {
    api.mockResolvedValue([]);
    renderPage();
    const cards = screen.getByRole('list', { name: 'Current promotions' });
    expect(within(cards).getByText('100% up to $1,000.00')).toBeTruthy();
    fireEvent.click(within(cards).getByRole('button', { name: 'Opt in' }));
    expect(usePromotionModals.getState().open).toBe('depositBonus');
    fireEvent.click(within(cards).getByRole('button', { name: 'Spin the wheel' }));
    expect(usePromotionModals.getState().open).toBe('wheel');
    const links = within(cards)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/bonus', '/rewards', '/weekly-race', '/rewards', '/partner']);
  });

  it('shows the public codes with reward, expiry and uses left', async () => {
    api.mockResolvedValue(CODES);
    renderPage();
    await screen.findByText('WELCOME5');
    const list = screen.getByRole('heading', { name: 'Public promo codes' }).closest('section')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(
        /WELCOME5.*Welcome gift.*\$5\.00 bonus \(x10 wager\).*No expiry · Unlimited uses/,
      ),
      expect.stringMatching(/SPINS2.*Two spins.*2 wheel spins.*Until 2 Jan 2030.*· 1 use left/),
    ]);
    expect(screen.getByRole('button', { name: 'Copy WELCOME5' })).toBeTruthy();
  });

  it('says when there are no codes, and offers a retry when they could not be loaded', async () => {
    api.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('The codes could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No public codes right now. Check back soon.')).toBeTruthy();
  });

  it('Redeem a code opens the dialog for a player and the sign-in for a guest', async () => {
    api.mockResolvedValue([]);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem a code' }));
    expect(openAuthModal).toHaveBeenCalledWith('auth');
    expect(usePromotionModals.getState().open).toBeNull();
    cleanup();
    signIn();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem a code' }));
    expect(usePromotionModals.getState().open).toBe('redeemCode');
  });
});
