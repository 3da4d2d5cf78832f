// @vitest-environment jsdom
/**
 * The live feed in the browser: its tabs (Mine only for the signed-in, a guest's Mine falls back to All, the
 * race tab only with the race plugin), the rows from the history and from live events, hidden names, links to
 * the bet overview, and where the layout shows it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LiveGameEvent } from '@contract/index';
import { LiveFeed } from '../../../src/app/features/feed/LiveFeed';
import { showsLiveFeed } from '../../../src/app/features/feed';
import { useAppStore } from '../../../src/app/stores/app-store';
import { useConnectionStore } from '../../../src/app/realtime';
import { useSession } from '../../../src/app/features/auth/session/session-store';
import {
  LICENCE,
  answerLatest,
  ME,
  bodiesOf,
  board,
  emit,
  liveEvent,
  renderAt,
  requestHandlers,
  resetAll,
  signOut,
  user,
} from './fakes';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  resetAll();
  answerLatest(() => []);
  requestHandlers.set('POST /api/leaderboard', () => board());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('tabs', () => {
  it('offers Mine, All, High rollers and Weekly Race to a signed-in player', async () => {
    await renderAt(<LiveFeed />);
    expect(tabNames()).toEqual(['Mine', 'All', 'High rollers', 'Weekly Race']);
    expect(selectedTab()).toBe('All');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { selected: true }).id,
    );
  });

  it('has no Mine for a guest, and a guest who chose Mine sees All', async () => {
    signOut();
    useAppStore.setState({ liveChannel: 'mine' });
    await renderAt(<LiveFeed />);
    expect(tabNames()).toEqual(['All', 'High rollers', 'Weekly Race']);
    expect(selectedTab()).toBe('All');
    expect(bodiesOf('/api/data/latestGames')).toContainEqual({
      mode: 'casino',
      type: 'liveChannel',
      channel: 'all',
      count: 10,
    });
  });

  it('has no Weekly Race tab without the race plugin', async () => {
    useAppStore.setState({ licence: { ...LICENCE, plugins: [] }, liveChannel: 'race' });
    await renderAt(<LiveFeed />);
    expect(tabNames()).toEqual(['Mine', 'All', 'High rollers']);
    expect(selectedTab()).toBe('All');
  });

  it('remembers the chosen tab, asks that channel, and moves with the arrow keys', async () => {
    await renderAt(<LiveFeed />);
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'High rollers' })));
    expect(useAppStore.getState().liveChannel).toBe('high_rollers');
    expect(bodiesOf('/api/data/latestGames').at(-1)).toMatchObject({ channel: 'high_rollers' });

    await act(async () =>
      fireEvent.keyDown(screen.getByRole('tab', { name: 'High rollers' }), { key: 'ArrowLeft' }),
    );
    expect(selectedTab()).toBe('All');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    await act(async () => fireEvent.keyDown(screen.getByRole('tab', { name: 'All' }), { key: 'End' }));
    expect(selectedTab()).toBe('Weekly Race');
    expect(screen.getByRole('tab', { name: 'Weekly Race' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'All' }).tabIndex).toBe(-1);
  });
});

describe('game rows', () => {
  it('shows user, game, bet, multiplier and payout, hides private names and opens the bet overview', async () => {
    const won = liveEvent(user('u2', 'bob'), { wager: 2, multiplier: 3, status: 'win', profit: 6 });
    const hidden = liveEvent(user('u3', 'Hidden', { private_bets: true }));
    answerLatest(() => [won, hidden]);
    await renderAt(<LiveFeed />);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'Game', 'Bet', 'Multiplier', 'Payout']);
    const [first, second] = bodyRows();
    const cells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['bob', 'Keno', '2.00 USDT', '3.00×', '6.00 USDT (open the bet)']);
    expect(first!.className).toContain('live-feed__row--won');
    expect(within(first!).getByRole('link', { name: 'Keno' }).getAttribute('href')).toBe('/casino/game/keno');
    const open = within(first!).getByRole('link', { name: /open the bet/ });
    expect(open.getAttribute('href')).toBe(`/?bet=${won.game._id}`);
    expect(within(second!).getAllByRole('cell')[0]!.textContent).toBe('Hidden');
  });

  it("shows a private player's own bets and an ignore_privacy viewer the real name", async () => {
    answerLatest(() => [
      liveEvent(user('dave', 'dave', { private_bets: true })),
      liveEvent(user('me', 'alice', { private_bets: true })),
    ]);
    const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    await renderAt(<LiveFeed />);
    expect(names()).toEqual(['Hidden', 'alice']);
    cleanup();
    useSession.setState({ user: { ...ME, permissions: [{ id: 'ignore_privacy', active: true }] } });
    await renderAt(<LiveFeed />);
    expect(names()).toEqual(['dave', 'alice']);
  });

  it('puts live events on top after their delay, keeping the number of rows set', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const history = Array.from({ length: 10 }, () => liveEvent(user('u2', 'bob')));
    answerLatest(() => history);
    await renderAt(<LiveFeed />);
    expect(bodyRows()).toHaveLength(10);

    const fresh = liveEvent(user('u4', 'carol'), {}, 1500);
    emit('event:liveGame', fresh);
    act(() => void vi.advanceTimersByTime(1499));
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]!.textContent).toBe('bob');
    act(() => void vi.advanceTimersByTime(1));
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]!.textContent).toBe('carol');
  });

  it('keeps live rows that arrive while the history loads on top of it', async () => {
    let release: (rows: LiveGameEvent[]) => void = () => undefined;
    const older = liveEvent(user('u2', 'bob'));
    answerLatest(() => new Promise((resolve) => (release = resolve)) as never);
    await renderAt(<LiveFeed />);
    emit('event:liveGame', liveEvent(user('u4', 'carol')));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => release([older]));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'carol',
      'bob',
    ]);
  });

  it('filters live events for Mine and High rollers ($100 of real money)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useAppStore.setState({ liveChannel: 'mine' });
    await renderAt(<LiveFeed />);
    emit('event:liveGame', liveEvent(user('u2', 'bob')));
    emit('event:liveGame', liveEvent(user(ME._id, ME.name)));
    act(() => void vi.advanceTimersByTime(0));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['alice']);

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'High rollers' })));
    emit('event:liveGame', liveEvent(user('u2', 'small'), { bet_usd_converted: 99.99 }));
    emit('event:liveGame', liveEvent(user('u2', 'demo'), { bet_usd_converted: 500, demo: true }));
    emit('event:liveGame', liveEvent(user('u2', 'whale'), { bet_usd_converted: 100 }));
    act(() => void vi.advanceTimersByTime(0));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['whale']);
  });

  it('shows loading, empty and error states, and tries again', async () => {
    let fail = true;
    answerLatest(() => {
      if (fail) throw new Error('offline');
      return [];
    });
    await renderAt(<LiveFeed />);
    expect(screen.getByRole('alert').textContent).toContain('The live bets could not be loaded.');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('status').textContent).toBe('No bets here yet.');
  });

  it('says what an empty High rollers tab waits for', async () => {
    answerLatest(() => []);
    useAppStore.setState({ liveChannel: 'high_rollers' });
    await renderAt(<LiveFeed />);
    expect(screen.getByRole('status').textContent).toBe(
      'No bets of $100 or more yet: high rollers show here.',
    );
  });

  it('waits for the events connection before it subscribes and asks for the history', async () => {
    useConnectionStore.setState({ events: 'connecting' });
    await renderAt(<LiveFeed />);
    expect(bodiesOf('/api/data/latestGames')).toEqual([]);
    expect(screen.getByText('Loading live bets…')).toBeTruthy();
    await act(async () => useConnectionStore.setState({ events: 'connected' }));
    expect(bodiesOf('/api/data/latestGames')).toHaveLength(2); // the rows and the ticker
  });
});

describe('where the feed shows', () => {
  it('is on casino pages except /weekly-race', () => {
    expect(showsLiveFeed('/')).toBe(true);
    expect(showsLiveFeed('/casino/game/keno')).toBe(true);
    expect(showsLiveFeed('/leaderboard')).toBe(true);
    expect(showsLiveFeed('/weekly-race')).toBe(false);
    expect(showsLiveFeed('/sport')).toBe(false);
    expect(showsLiveFeed('/sport/event/1')).toBe(false);
  });
});
