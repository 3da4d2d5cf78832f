// @vitest-environment jsdom
/**
 * Every coming-soon page and panel says the feature's name and "Coming soon", nothing more: no issue, no word
 * of how the site is being made.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '@contract/index';
import { APP_ROUTES } from '../../../src/app/router';
import { CategoryRows } from '../../../src/app/features/home/CategoryRows';
import { useAppStore } from '../../../src/app/stores/app-store';
import { signIn, signOut } from './fakes/auth';
import { stubBrowserApis, stubCarouselObservers } from './fakes/dom';
import { renderApp } from './render-app';
import { api } from './fakes/api';

vi.mock('../../../src/app/features/auth', () => import('./fakes/auth'));
vi.mock('../../../src/app/features/wallet', () => import('./fakes/wallet'));
vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/realtime', () => import('./fakes/realtime'));

/**
 * Words that speak of how the site is built rather than of the site. The page and the footer are checked; the
 * demo badge in the corner names the build on purpose.
 */
const BUILD_TALK = /\b(issues?|harness|being built|built yet|later|specification)\b/i;

/** A path of the route with its parameters filled in. */
const pathOf = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, 'x1').replace('*', 'a');

const pageText = () =>
  [screen.getByRole('main'), screen.getByRole('contentinfo')].map((part) => part.textContent).join(' ');

const PENDING = APP_ROUTES.flatMap((route) =>
  route.meta?.pending ? [{ path: pathOf(route.path), feature: route.meta.pending.feature }] : [],
);

beforeEach(() => {
  stubBrowserApis();
  stubCarouselObservers();
  // Login and permission routes let this user through, so their coming-soon page shows.
  signIn({ permissions: [{ id: 'users', active: true }] });
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('coming-soon pages', () => {
  it('cover the routes whose feature is not there yet', () => {
    // Every page the spec names is built: the staff page and the authorisation request were the last ones.
    expect(PENDING).toEqual([]);
  });

  it.each(PENDING)('$path reads "$feature" and "Coming soon", nothing more', async ({ path, feature }) => {
    renderApp(path);
    const heading = await screen.findByRole('heading', { name: feature, level: 1 });
    const panel = heading.closest('section')!;
    expect([...panel.children].map((child) => child.textContent)).toEqual([feature, 'Coming soon']);
    expect(pageText()).not.toMatch(BUILD_TALK);
  });

  it("a casino game that is not in-house is no placeholder: it opens in its provider's frame", async () => {
    // The fake's own answers for the catalogue's calls (the tiles and favourites read them), the launch refused.
    const answerCatalogue = vi.mocked(api).getMockImplementation() as (
      ...args: unknown[]
    ) => Promise<unknown>;
    vi.mocked(api).mockImplementation(async (route, ...rest) => {
      if (route === 'POST /api/game/launch') throw new ApiError(404, { code: 404, message: 'Not found' });
      return answerCatalogue(route, ...rest);
    });
    renderApp('/casino/game/nope');
    const heading = await screen.findByRole('heading', { name: 'This game could not be opened' });
    expect(heading.closest('section')!.textContent).toBe('This game could not be openedNot foundTry again');
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('the legal pages call their missing full text "Coming soon" and speak of no harness', async () => {
    renderApp('/terms');
    const heading = await screen.findByRole('heading', { name: 'Full text', level: 2 });
    expect(heading.closest('section')!.textContent).toBe('Full textComing soon');
    expect(pageText()).not.toMatch(BUILD_TALK);
  });
});

describe('coming-soon panels', () => {
  it('no home row is a placeholder: with the trading plugin the futures row lists the markets', async () => {
    useAppStore.setState({ licence: { enabledFeatures: [], plugins: ['trading'], pluginSettings: {} } });
    const router = createMemoryRouter([{ path: '*', element: <CategoryRows /> }]);
    const { container } = render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Futures' })).toBeTruthy();
    expect(container.querySelectorAll('.category-row__placeholder')).toHaveLength(0);
    expect(container.textContent).not.toMatch(/Coming soon/);
    expect(container.textContent).not.toMatch(BUILD_TALK);
  });
});
