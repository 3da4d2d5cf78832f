// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from './fakes/api';
import { VALIDATION_TEXTS } from '@contract/index';
import { makeUser, openAuthModal, signIn, signOut, useSession } from './fakes/auth';
import { stubBrowserApis } from './fakes/dom';
import { renderApp } from './render-app';
import { preloadAuthForms } from '../../../src/app/features/auth';

vi.mock('../../../src/app/features/auth', () => import('./fakes/auth'));
vi.mock('../../../src/app/features/wallet', () => import('./fakes/wallet'));
vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/realtime', () => import('./fakes/realtime'));

// The auth forms are split into their own chunk; load it once so renders are synchronous, as after idle preload.
beforeAll(() => preloadAuthForms());
beforeEach(() => {
  stubBrowserApis();
  signOut();
  openAuthModal.mockClear();
  api.mockClear();
});
afterEach(cleanup);

describe('header', () => {
  it('offers guests Sign in and Sign up', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    fireEvent.click(within(header).getByRole('button', { name: 'Sign in' }));
    expect(openAuthModal).toHaveBeenLastCalledWith('auth');
    fireEvent.click(within(header).getByRole('button', { name: 'Sign up' }));
    expect(openAuthModal).toHaveBeenLastCalledWith('register');
    expect(within(header).getByRole('link', { name: 'BetKings home' })).toBeTruthy();
  });

  it('shows signed-in users their balance and a profile link', async () => {
    signIn({ _id: 'u7' });
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Balance 0.00')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile/u7');
    expect(within(header).queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});

describe('casino home', () => {
  it('shows guests the sign-up promo and Explore', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Start winning now!' })).toBeTruthy();
    expect(screen.getByText('100% deposit match up to $1,000.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register instantly' }));
    expect(openAuthModal).toHaveBeenCalledWith('register');
  });

  it('shows signed-in users the section tabs instead', async () => {
    signIn();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Casino sections' });
    for (const name of ['Home', 'Originals', 'Slots', 'Live casino']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByText('Start winning now!')).toBeNull();
  });

  it('shows every category row with a View all link', async () => {
    renderApp('/ref/FRIEND');
    await screen.findByRole('heading', { name: 'Start winning now!' });
    for (const name of ['Originals', 'Slots', 'Providers', 'Live Casino', 'New Releases']) {
      expect(screen.getByRole('link', { name: `View all ${name}` })).toBeTruthy();
    }
  });
});

describe('sidebar, bottom bar and footer', () => {
  it('lists the sidebar entries, with originals opening their game pages', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const originals = within(nav).getByRole('button', { name: 'Originals' });
    expect(originals.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(originals);
    expect(within(nav).getByRole('link', { name: 'Keno' }).getAttribute('href')).toBe('/casino/game/keno');
    expect(within(nav).getByRole('link', { name: /Affiliate/ }).textContent).toContain('up to 40%');
    for (const name of ['100k Weekly races', 'VIP Program', 'Sports']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('asks guests to sign in for live support', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Live Support' }));
    expect(openAuthModal).toHaveBeenCalledWith('auth');
  });

  it('has the mobile bar entries; guests reach VIP from Rewards', async () => {
    renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(within(bar).getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Rewards' }).getAttribute('href')).toBe('/vip');
    fireEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
    expect(document.getElementById('sidebar')?.className).toContain('sidebar--mobile-open');
  });

  it('links nowhere outside the harness', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    for (const name of [
      'Affiliate Program',
      'Vip Program',
      'Terms & Conditions',
      'Privacy Policy',
      'License',
    ]) {
      expect(within(footer).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(footer).getByText('Telegram')).toBeTruthy();
    for (const link of document.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href')).toMatch(/^[/#]/);
    }
  });

  it('shows the demo badge with the transport kind', async () => {
    renderApp('/');
    expect(await screen.findByRole('note', { name: 'Demo harness, sim' })).toBeTruthy();
  });
});

describe('email verification bar', () => {
  it('shows only for a signed-in user with an unverified email', async () => {
    signIn({ email_verified: true });
    renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: 'Send verification email' })).toBeNull();
  });

  it('sends the verification email, showing Sending... meanwhile', async () => {
    signIn({ email_verified: false });
    let finish: (value: unknown) => void = () => {};
    api.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(api).toHaveBeenCalledWith('POST /api/user/verifyEmail');
    finish({ success: true });
    expect(await screen.findByRole('button', { name: 'Send verification email' })).toBeTruthy();
  });
  it('changes the email through the update-email form', async () => {
    signIn({ email_verified: false, email: 'old@example.test' });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    fireEvent.change(within(dialog).getByLabelText('New email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save email' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(VALIDATION_TEXTS.invalidEmail);
    expect(api).not.toHaveBeenCalledWith('POST /api/user/updateEmail', expect.anything());

    // Answered by route: the page's own calls made when idle (the promotions) may come in between.
    const answerOthers = api.getMockImplementation()!;
    api.mockImplementation(async (route, ...rest) =>
      route === 'POST /api/user/updateEmail'
        ? { user: makeUser({ email: 'new@example.test', email_verified: false }) }
        : answerOthers(route, ...rest),
    );
    fireEvent.change(within(dialog).getByLabelText('New email'), { target: { value: 'New@Example.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save email' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change email' })).toBeNull());
    api.mockImplementation(answerOthers);
    expect(api).toHaveBeenCalledWith('POST /api/user/updateEmail', { email: 'new@example.test' });
    expect(useSession.getState().user?.email).toBe('new@example.test');
  });
});

describe('links from emails', () => {
  it('/email/{user}/{token} confirms once and shows the casino home', async () => {
    const { router } = renderApp('/email/u1/tok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The home asks for its games too: the confirmation itself is sent once.
    const confirmations = api.mock.calls.filter(([route]) => route === 'POST /api/user/confirmEmail');
    expect(confirmations).toEqual([['POST /api/user/confirmEmail', { user: 'u1', token: 'tok' }]]);
    expect(await screen.findByRole('heading', { name: 'Start winning now!' })).toBeTruthy();
  });

  it('/password/reset/{user}/{token} asks for a new password and sends it', async () => {
    const { router } = renderApp('/password/reset/u1/tok');
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'secret1' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith('POST /auth/resetPassword/confirm', expect.anything());

    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api).toHaveBeenCalledWith('POST /auth/resetPassword/confirm', {
      user: 'u1',
      token: 'tok',
      password: 'secret1',
    });
    expect(openAuthModal).toHaveBeenCalledWith('auth');
  });
});
