// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { channelFor, modeForPath, sportTypeFor } from '../../../src/app/hooks/mode';
import { useAppStore } from '../../../src/app/stores/app-store';
import { stubBrowserApis } from './fakes/dom';
import { renderApp } from './render-app';

vi.mock('../../../src/app/features/auth', () => import('./fakes/auth'));
vi.mock('../../../src/app/features/wallet', () => import('./fakes/wallet'));
vi.mock('../../../src/app/api/api', () => import('./fakes/api'));
vi.mock('../../../src/app/realtime', () => import('./fakes/realtime'));

beforeEach(stubBrowserApis);
afterEach(cleanup);

describe('mode', () => {
  it.each([
    ['/', 'casino'],
    ['/casino/game/keno', 'casino'],
    ['/sportsbook', 'casino'],
    ['/trading/BTC', 'casino'],
    ['/sport', 'sport'],
    ['/sport/event/7', 'sport'],
    ['/sport/game/football/1', 'sport'],
    ['/esport', 'sport'],
    ['/esport/match/3', 'sport'],
  ])('%s is %s mode', (path, mode) => {
    expect(modeForPath(path)).toBe(mode);
  });

  it('maps the sport type parameter: sport to SPORTS, anything else to ESPORTS', () => {
    expect(sportTypeFor('sport')).toBe('SPORTS');
    expect(sportTypeFor('esport')).toBe('ESPORTS');
    expect(sportTypeFor('cs2')).toBe('ESPORTS');
    expect(sportTypeFor(undefined)).toBe('ESPORTS');
  });

  it('names the channel by mode and locale', () => {
    expect(channelFor('casino', 'en')).toBe('casino_en');
    expect(channelFor('sport', 'de')).toBe('sport_de');
  });

  it('the store channel follows the route', async () => {
    useAppStore.setState({ locale: 'en', channel: 'casino_en' });
    const { router } = renderApp('/sport/search');
    // A lazy page: its chunk arrives after the first render (tests/unit/setup.ts gives finds 10 s).
    await screen.findByRole('heading', { name: 'Search matches' });
    // The channel is set by the route's effect, which may run just after the page has painted.
    await waitFor(() => expect(useAppStore.getState().channel).toBe('sport_en'));

    // The sportsbook stays casino mode, but its chat room is the sport one (community.md §7).
    await router.navigate('/sportsbook');
    await waitFor(() => expect(useAppStore.getState().channel).toBe('sport_en'));
  });
});
