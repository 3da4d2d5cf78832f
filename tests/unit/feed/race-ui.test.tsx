// @vitest-environment jsdom
/**
 * The weekly race in the browser: the feed's race tab (rank, user, wagered, prize; the countdown on the sim
 * clock; How it works), live updates, the /weekly-race and /leaderboard pages, and the countdown's maths (the
 * server clock's own maths are in tests/unit/transport/server-clock.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@contract/index';
import { LiveFeed } from '../../../src/app/features/feed/LiveFeed';
import { LeaderboardPage, WeeklyRacePage } from '../../../src/app/features/feed/pages';
import {
  countdownParts,
  ordinal,
  shortCountdown,
  spokenCountdown,
} from '../../../src/app/features/feed/format';
import { recordServerTime } from '../../../src/app/api/server-clock';
import { useAppStore } from '../../../src/app/stores/app-store';
import {
  SERVER_NOW,
  answerLatest,
  board,
  emit,
  raceEntry,
  renderAt,
  requestHandlers,
  resetAll,
  signOut,
  user,
} from './fakes';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const raceRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  resetAll();
  answerLatest(() => []);
  requestHandlers.set('POST /api/leaderboard', () => board());
  useAppStore.setState({ liveChannel: 'race' });
});
afterEach(cleanup);

describe('the Weekly Race tab', () => {
  it("shows rank, user, wagered and prize, the viewer's row marked", async () => {
    await renderAt(<LiveFeed />);
    const table = screen.getByRole('table', { name: 'Weekly race standings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'User', 'Wagered', 'Prize']);
    expect(raceRows().map(cellsOf)).toEqual([
      ['1st', 'bob', '$1,500.00', '40,000.00 USDT'],
      ['2nd', 'alice', '$800.50', '18,000.00 USDT'],
    ]);
    expect(raceRows()[1]!.getAttribute('aria-current')).toBe('true');
  });

  it("counts down to Sunday midnight on the server's clock in days, hours and minutes", async () => {
    await renderAt(<LiveFeed />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('4d 12h 0m');
    expect(timer.getAttribute('aria-label')).toBe('Race ends in 4 days, 12 hours and 0 minutes');
  });

  it("counts down on the app's one server clock, which every answer feeds", async () => {
    await renderAt(<LiveFeed />);
    // Another answer (its Date header) says the server's clock has moved on by a day and two hours.
    act(() => recordServerTime(SERVER_NOW + 26 * 3_600_000));
    expect(screen.getByRole('timer').textContent).toBe('3d 10h 0m');
  });

  it("follows event:race updates of the top and the viewer's line", async () => {
    await renderAt(<LiveFeed />);
    const update = board();
    emit('event:race', {
      race: update.race,
      entries: [raceEntry(1, user('me', 'alice'), 2000, 40_000), raceEntry(2, user('bob'), 1500, 18_000)],
      now: SERVER_NOW + 3_600_000,
    });
    expect(raceRows().map((row) => cellsOf(row)[1])).toEqual(['alice', 'bob']);
    expect(screen.getByRole('timer').textContent).toBe('4d 11h 0m');
    fireEvent.click(screen.getByRole('button', { name: 'How it works' }));
    const dialog = screen.getByRole('dialog', { name: 'How it works' });
    expect(within(dialog).getByText('1st')).toBeTruthy();
    expect(within(dialog).getByText('$2,000.00')).toBeTruthy();
  });

  it("explains the race in How it works with the viewer's place, prize and wagered amount", async () => {
    await renderAt(<LiveFeed />);
    fireEvent.click(screen.getByRole('button', { name: 'How it works' }));
    const dialog = screen.getByRole('dialog', { name: 'How it works' });
    const facts = within(dialog)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(facts).toEqual(['2nd', '18,000.00 USDT', '$800.50']);
    expect(within(dialog).getByText('Your place')).toBeTruthy();
    expect(within(dialog).getByText('Your prize')).toBeTruthy();
    expect(within(dialog).getByText('Wagered')).toBeTruthy();
    expect(dialog.textContent).toContain('Reach the top 20 by Sunday midnight (UTC)');
    expect(dialog.textContent).toContain('$100,000 prize pool');
    expect(dialog.textContent).toContain('prizes are added to your balance instantly');
    expect(within(dialog).getByRole('list', { name: 'Share of the pool by place' }).textContent).toContain(
      '1st: 40%',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a guest to sign in, in How it works', async () => {
    signOut();
    requestHandlers.set('POST /api/leaderboard', () => board({ me: null }));
    await renderAt(<LiveFeed />);
    fireEvent.click(screen.getByRole('button', { name: 'How it works' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Sign in and play with real money to take part.',
    );
  });

  it('says so when the race is not running', async () => {
    requestHandlers.set('POST /api/leaderboard', () => {
      throw new ApiError(404, { code: 404, message: 'The weekly race is not running' });
    });
    await renderAt(<LiveFeed />);
    expect(screen.getByText('The weekly race is not running')).toBeTruthy();
  });
});

describe('race pages', () => {
  it("/weekly-race shows the pool, the countdown, the viewer's standing and the top 20", async () => {
    await renderAt(<WeeklyRacePage />, '/weekly-race');
    expect(screen.getByRole('heading', { name: 'Weekly race', level: 1 })).toBeTruthy();
    expect(screen.getByText('$100,000')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('4d 12h 0m');
    const standing = screen.getAllByRole('definition').map((cell) => cell.textContent);
    expect(standing).toEqual(['2nd', '$800.50', '18,000.00 USDT']);
    expect(raceRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'How it works' })).toBeTruthy();
  });

  it('/weekly-race asks a guest to sign in', async () => {
    signOut();
    requestHandlers.set('POST /api/leaderboard', () => board({ me: null }));
    await renderAt(<WeeklyRacePage />, '/weekly-race');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('/leaderboard shows this week and the last finished race', async () => {
    const previous = board().race;
    requestHandlers.set('POST /api/leaderboard', () =>
      board({
        previous: {
          race: {
            ...previous,
            id: 'race-2024-04-22',
            startsAt: Date.UTC(2024, 3, 22),
            endsAt: Date.UTC(2024, 3, 29),
          },
          entries: [raceEntry(1, user('carol'), 9000, 40_000)],
        },
      }),
    );
    await renderAt(<LeaderboardPage />, '/leaderboard');
    expect(screen.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: "This week's standings" })).getAllByRole('row'),
    ).toHaveLength(3);
    const last = screen.getByRole('table', { name: "Last week's winners" });
    expect(cellsOf(within(last).getAllByRole('row')[1]!)).toEqual([
      '1st',
      'carol',
      '$9,000.00',
      '40,000.00 USDT',
    ]);
    expect(screen.getByText('22 Apr to 28 Apr')).toBeTruthy();
  });

  it('shows loading, then an error it could not load', async () => {
    requestHandlers.set('POST /api/leaderboard', () => {
      throw new Error('offline');
    });
    await renderAt(<LeaderboardPage />, '/leaderboard');
    expect(screen.getByRole('alert').textContent).toBe('The weekly race could not be loaded.');
  });
});

describe('countdown maths', () => {
  it('splits the time left into days, hours and minutes, a started minute counting', () => {
    const ms = (days: number, hours: number, minutes: number, seconds = 0) =>
      (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
    expect(countdownParts(ms(4, 12, 0))).toEqual({ days: 4, hours: 12, minutes: 0 });
    expect(countdownParts(ms(0, 23, 59, 1))).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(countdownParts(ms(2, 5, 12, 30))).toEqual({ days: 2, hours: 5, minutes: 13 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(shortCountdown({ days: 2, hours: 5, minutes: 13 })).toBe('2d 5h 13m');
    expect(spokenCountdown({ days: 1, hours: 1, minutes: 1 })).toBe('1 day, 1 hour and 1 minute');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});
