// @vitest-environment jsdom
/** The profile's tabs: the tab from the URL, the Bets tab's pages and empty state, the Statistics tab and errors. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiError, type BetPage, type BetRecord } from '@contract/index';
import type { ProfileStats } from '@contract/profile-stats';
import { setTransport } from '../../../src/app/api/api';
import { ProfileTabPanels } from '../../../src/app/features/profile/tabs/ProfileTabPanels';
import { renderAt } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { stubCarouselObservers } from '../shell/fakes/dom';

const fake = createFakeTransport();

const bet = (number: number): BetRecord => ({
  id: `b${number}`,
  number,
  game: 'limbo',
  user: { _id: 'u1', name: 'alice' },
  currency: 'usdt',
  demo: false,
  wager: 1,
  multiplier: 2,
  payout: 2,
  profit: 1,
  status: 'finished',
  serverSeedHash: 'h',
  serverSeed: null,
  clientSeed: 'c',
  nonce: number,
  createdAt: '2026-11-22T10:00:00Z',
  data: {},
});

const stats: ProfileStats = {
  days: Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    wagered: index === 29 ? 12.5 : 0,
  })),
  games: [{ game: 'limbo', name: 'Limbo', bets: 3, wins: 1, losses: 2 }],
  topMultipliers: [
    {
      id: 'b7',
      number: 7,
      game: 'limbo',
      name: 'Limbo',
      multiplier: 41.5,
      currency: 'usdt',
      demo: false,
      createdAt: '2026-11-30T10:00:00Z',
    },
  ],
};

const open = (path: string) =>
  renderAt(<ProfileTabPanels userId="u1" overview={<p>The overview</p>} />, path);

beforeEach(() => {
  stubCarouselObservers();
  setTransport(fake.transport);
  fake.reset();
});
afterEach(cleanup);

describe('the profile tabs', () => {
  it('open on the overview, and on the tab the URL names', async () => {
    await open('/profile/u1');
    expect(screen.getByText('The overview')).toBeTruthy();
    cleanup();
    fake.requestHandlers.set('POST /api/profile/bets', (): BetPage => ({
      data: [],
      page: 1,
      pages: 1,
      total: 0,
    }));
    await open('/profile/u1?tab=bets');
    expect(screen.getByRole('tab', { name: 'Bets' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('No bets yet.')).toBeTruthy();
  });

  it('page through the bets, and the URL follows the tab', async () => {
    const asked: unknown[] = [];
    fake.requestHandlers.set('POST /api/profile/bets', (body): BetPage => {
      asked.push(body);
      const { page } = body as { page: number };
      return { data: page === 1 ? [bet(22), bet(21)] : [bet(1)], page, pages: 2, total: 21 };
    });
    const { router } = await open('/profile/u1');
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Bets' })));
    expect(router.state.location.search).toBe('?tab=bets');
    expect(screen.getByText('21 bets')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Page 2' })));
    expect(asked).toEqual([
      { id: 'u1', page: 1 },
      { id: 'u1', page: 2 },
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('draw the statistics, and offer a retry when they fail', async () => {
    let fail = true;
    fake.requestHandlers.set('GET /api/profile/u1/stats', () => {
      if (fail) throw new ApiError(500, { code: 0, message: 'Internal server error' });
      return stats;
    });
    await open('/profile/u1?tab=stats');
    expect((await screen.findByRole('alert')).textContent).toBe('Internal server error');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(
      screen.getByRole('region', { name: 'Wagered per day' }).querySelector('figure')!.dataset.points,
    ).toBe('30');
    expect(screen.getByText('Wins and losses by game: Limbo 1 won, 2 lost')).toBeTruthy();
    expect(screen.getByText('41.50×')).toBeTruthy();
  });
});
