// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@contract/index';
import { APP_ROUTES, NOT_FOUND_ROUTE } from '../../../src/app/router';
import { api } from './fakes/api';
import { openAuthModal, signIn, signOut, useSession } from './fakes/auth';
import { stubBrowserApis } from './fakes/dom';
import { renderApp } from './render-app';

vi.mock('../../../src/app/features/auth', () => import('./fakes/auth'));
vi.mock('../../../src/app/features/wallet', () => import('./fakes/wallet'));
vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/realtime', () => import('./fakes/realtime'));

/** platform.md §2 and community.md §2, as the brief lists them. */
const SPEC_ROUTES = [
  '/',
  '/token',
  '/ref/:code',
  '/casino/game/:id',
  '/casino/game/provider/:provider',
  '/casino/:tag',
  '/poker',
  '/provider/all',
  '/analytics',
  '/rewards',
  '/pvp',
  '/pvp/pool/:poolId',
  '/promotions',
  '/trading/all',
  '/trading/:ticker',
  '/trading',
  '/crypto',
  '/sport',
  '/sport/search',
  '/sport/category/:id',
  '/sport/category/:id/:filter',
  '/sport/event/:id',
  '/sport/game/:id',
  '/sport/game/*',
  '/sportsbook',
  '/leaderboard',
  '/weekly-race',
  '/privacyPolicy',
  '/terms',
  '/vip',
  '/revShare',
  '/email/:user/:token',
  '/password/reset/:user/:token',
  '/fairness',
  '/partner',
  '/profile/settings/connections',
  '/profile/:tag',
  '/oauth/authorize/:requestId',
  '/error/noLayout/1',
  '/error/1',
  '/error/se',
  '/error/slotUnavailable',
  '/debugger/emulator/slotegrator',
  '/admin/user/:userId',
  '/user/:userId',
  '/bonus',
  // platform.md §2 "Modals and overlays": the wallet-connect frame.
  '/walletconnect',
];

beforeEach(() => {
  stubBrowserApis();
  signOut();
  openAuthModal.mockClear();
});
afterEach(cleanup);

describe('route table', () => {
  it('has exactly the spec routes, each loaded on demand', async () => {
    expect(APP_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
    for (const route of [...APP_ROUTES, NOT_FOUND_ROUTE]) {
      expect(typeof (await route.load())).toBe('function');
    }
  });

  it('marks the login, permission and bare-layout routes', () => {
    const meta = (path: string) => APP_ROUTES.find((route) => route.path === path)?.meta ?? {};
    expect(meta('/bonus').requiresLogin).toBe(true);
    expect(meta('/profile/settings/connections').requiresLogin).toBe(true);
    expect(meta('/crypto').requiresLogin).toBe(true);
    expect(meta('/oauth/authorize/:requestId').requiresLogin).toBe(true);
    expect(meta('/admin/user/:userId').permission).toBe('users');
    for (const path of ['/error/noLayout/1', '/error/1', '/error/slotUnavailable']) {
      expect(meta(path).hideLayout).toBe(true);
    }
    expect(meta('/error/se').hideLayout).toBeUndefined();
    expect(meta('/walletconnect').frame).toBe(true);
  });
});

describe('routing', () => {
  it('renders a not-found page with a link home for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the casino home' }).getAttribute('href')).toBe('/');
  });

  it('refuses a guest on a login route and opens the login modal', async () => {
    renderApp('/bonus');
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Daily faucet' })).toBeNull();
    // The guard opens the modal from a passive effect, which may run after the first paint.
    await waitFor(() => expect(openAuthModal).toHaveBeenCalledWith('auth'));
  });

  it('lets a signed-in user through a login route', async () => {
    signIn();
    renderApp('/bonus');
    expect(await screen.findByRole('heading', { name: 'Daily faucet' })).toBeTruthy();
    expect(openAuthModal).not.toHaveBeenCalled();
  });

  it('waits for the session before judging a login route', async () => {
    useSession.setState({ status: 'booting' });
    renderApp('/bonus');
    expect(await screen.findByText('Loading…', { selector: '.app-main *' })).toBeTruthy();
    expect(openAuthModal).not.toHaveBeenCalled();
  });

  it('denies a route whose permission the user lacks, and allows it with the permission', async () => {
    signIn();
    const first = renderApp('/admin/user/u2');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    first.unmount();

    signIn({ permissions: [{ id: 'users', active: true }] });
    // The staff page asks for the player: this one is unknown, which the page says.
    const answer = vi.mocked(api).getMockImplementation() as (...args: unknown[]) => Promise<unknown>;
    vi.mocked(api).mockImplementation(async (...args) => {
      if (args[0] !== 'POST /api/admin/user') return answer(...args);
      throw new ApiError(404, { code: 91, message: 'Unknown player' });
    });
    try {
      renderApp('/admin/user/u2');
      expect(await screen.findByRole('heading', { name: 'Player unavailable' })).toBeTruthy();
      expect(screen.getByText('Unknown player')).toBeTruthy();
    } finally {
      vi.mocked(api).mockImplementation(answer);
    }
  });

  it('sends a signed-in self-excluded user to /error/se from anywhere', async () => {
    signIn({ self_excluded: true });
    const { router } = renderApp('/vip');
    expect(await screen.findByRole('heading', { name: 'Your account is self-excluded' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/se');
  });

  it('hides the normal layout on access-denied and invalid-licence pages', async () => {
    renderApp('/error/slotUnavailable');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    cleanup();

    renderApp('/error/noLayout/1');
    expect(await screen.findByRole('heading', { name: 'Invalid licence' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the layout elsewhere', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms & Conditions', level: 1 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('sends a signed-in user on /?verify=true to their profile', async () => {
    signIn({ _id: 'me' });
    const { router } = renderApp('/?verify=true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/me'));
  });

  it('scrolls to the top on every route change', async () => {
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { name: 'Terms & Conditions', level: 1 });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/vip');
    await screen.findByRole('heading', { name: 'VIP programme' });
    // The router renders a navigation in a transition, whose effects React may run a moment after the commit.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
