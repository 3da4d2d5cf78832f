// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError, HTTP, type BetPage, type BetRecord } from '@contract/index';
import { visiblePages } from '../../../src/app/components/pagination';
import { BetsTable } from '../../../src/app/features/bets';
import { useSession } from '../../../src/app/features/auth';
import { answer, bodiesOf, resetFakeApi } from '../auth/fakes/api';
import { makeUser } from '../auth/fakes/user';

vi.mock('../../../src/app/api/api', () => import('../auth/fakes/api'));

function bet(patch: Partial<BetRecord> = {}): BetRecord {
  return {
    id: 'b1',
    number: 41,
    game: 'limbo',
    user: { _id: 'u2', name: 'bob' },
    currency: 'usdt',
    demo: false,
    wager: 1.5,
    multiplier: 2,
    payout: 3,
    profit: 1.5,
    status: 'finished',
    serverSeedHash: 'hash-of-seed',
    serverSeed: null,
    clientSeed: 'client-1',
    nonce: 4,
    createdAt: '2026-11-22T10:00:00Z',
    data: {},
    ...patch,
  };
}

const page = (data: BetRecord[], patch: Partial<BetPage> = {}): BetPage => ({
  data,
  page: 1,
  pages: 1,
  total: data.length,
  ...patch,
});

function renderWithRouter(element: React.ReactNode, url = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetFakeApi();
  useSession.setState({ user: null, token: null, status: 'guest' });
});
afterEach(cleanup);

describe('pagination', () => {
  it('offers the current page and up to two on each side', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(visiblePages(10, 10)).toEqual([8, 9, 10]);
    expect(visiblePages(1, 1)).toEqual([1]);
  });
});

describe('bets table', () => {
  it('shows guests all bets and high rollers, not their own tab, with hidden names for private players', async () => {
    answer('POST /api/bets', () => page([bet(), bet({ id: 'b2', number: 42, user: null, profit: -1 })]));
    renderWithRouter(<BetsTable />);
    expect(screen.queryByRole('tab', { name: 'My bets' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'All bets' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Limbo #41' })).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(bodiesOf('POST /api/bets')).toEqual([{ scope: 'all', page: 1 }]);
  });

  it('starts signed-in players on their own bets and pages through them', async () => {
    useSession.setState({ user: makeUser(), token: 't', status: 'signedIn' });
    answer('POST /api/bets', (body) =>
      page([bet({ number: body.page * 100 })], { page: body.page, pages: 6 }),
    );
    renderWithRouter(<BetsTable game="limbo" />);
    expect(await screen.findByRole('button', { name: 'Limbo #100' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Bet pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('button', { name: 'Limbo #300' })).toBeTruthy();
    expect(bodiesOf('POST /api/bets')).toEqual([
      { scope: 'my', page: 1, game: 'limbo' },
      { scope: 'my', page: 3, game: 'limbo' },
    ]);
  });

  it('says when there are no bets, and shows a failure as an alert', async () => {
    answer('POST /api/bets', () => page([]));
    renderWithRouter(<BetsTable />);
    expect(await screen.findByText('No bets yet.')).toBeTruthy();
    cleanup();
    answer('POST /api/bets', () => {
      throw new ApiError(HTTP.serverError, { code: 500, message: 'Internal server error' });
    });
    renderWithRouter(<BetsTable />);
    expect((await screen.findByRole('alert')).textContent).toBe('Internal server error');
  });
});
