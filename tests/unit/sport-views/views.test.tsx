// @vitest-environment jsdom
/**
 * The sport views over the fake transport: the sidebar's order and counts; an unknown sport says so; a live
 * match's row follows the channel's pushes (score, flashing odds) without a reload; the event page's clock
 * moves every second and its timeline grows with the score.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { SPORTS_CHANNEL, SPORTS_EVENTS } from '@contract/sports';
import { setTransport } from '../../../src/app/api/api';
import { SportCategoryPage, SportEventPage } from '../../../src/app/features/sports/pages';
import { SportSidebar } from '../../../src/app/features/sports/SportSidebar';
import { useSports } from '../../../src/app/features/sports/sports-store';
import { renderAt, renderRoutes } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { category, market, match, sportEvent } from './fixtures';

const fake = createFakeTransport();
const NOW = 1_700_000_600_000;

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  fake.setServerTime(() => Date.now());
  useSports.setState({
    categories: [],
    categoriesStatus: 'idle',
    events: {},
    clockReadAt: {},
    lastTickAt: 0,
    incidents: {},
  });
  fake.requestHandlers.set('POST /api/sport/categories', () => [
    category('soccer-1', 1, 30),
    category('darts-22', 0, 4),
    category('tennis-5', 3, 12),
  ]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const categoryRoutes = [
  { path: '/sport/category/:id', element: <SportCategoryPage /> },
  { path: '/sport/category/:id/:filter', element: <SportCategoryPage /> },
];

describe('the sport sidebar', () => {
  it('lists the sports with the most live first, a live count or a clock with the total', async () => {
    await renderAt(<SportSidebar />);
    const links = within(await screen.findByRole('navigation', { name: 'Sports' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'TennisLive: 3',
      'SoccerLive: 1',
      'DartsUpcoming: 4',
    ]);
    expect(links[0]).toHaveProperty('pathname', '/sport/category/tennis-5');
    expect(links[2]!.querySelector('svg.icon')).not.toBeNull();
  });

  it('reorders when the counts arrive by push', async () => {
    await renderAt(<SportSidebar />);
    await screen.findByRole('link', { name: /Tennis/ });
    fake.emit(SPORTS_CHANNEL, SPORTS_EVENTS.counts, [category('darts-22', 9, 9), category('tennis-5', 0, 9)]);
    const links = within(screen.getByRole('navigation', { name: 'Sports' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['DartsLive: 9', 'TennisUpcoming: 9']);
  });
});

describe('a sport category', () => {
  it('says so for an unknown sport or filter', async () => {
    await renderRoutes(categoryRoutes, '/sport/category/curling');
    expect(screen.getByRole('heading', { name: 'Sport not found' })).toBeTruthy();
    cleanup();
    await renderRoutes(categoryRoutes, '/sport/category/1/finished');
    expect(screen.getByRole('heading', { name: 'List not found' })).toBeTruthy();
  });

  it('keeps a live row up to date from the pushes: the score and a flashing price', async () => {
    fake.requestHandlers.set('POST /api/sport/events', () => [sportEvent({ id: 'm1' })]);
    await renderRoutes(categoryRoutes, '/sport/category/soccer-1/live');
    expect(fake.bodiesOf('POST /api/sport/events')).toEqual([{ sportId: 1, filter: 'live' }]);
    const row = (await screen.findByRole('link', { name: /Harbour City/ })).closest('li')!;
    expect(row.textContent).toContain('Harbour City0Northbridge United0');

    fake.emit(SPORTS_CHANNEL, SPORTS_EVENTS.tick, {
      at: Date.now(),
      matches: [match({ id: 'm1', score: { home: 1, away: 0 } })],
      markets: [market('m1', [1.6, 3.9, 5.2])],
    });
    expect(row.textContent).toContain('Harbour City1Northbridge United0');
    const frames = row.querySelectorAll('.moving-odds');
    expect([...frames].map((frame) => frame.getAttribute('data-move'))).toEqual(['down', 'up', 'up']);
    expect(frames[0]!.textContent).toContain('1.60');
  });

  it('shows the failure and tries again', async () => {
    let fail = true;
    fake.requestHandlers.set('POST /api/sport/events', () => {
      if (fail) throw new Error('offline');
      return [];
    });
    await renderRoutes(categoryRoutes, '/sport/category/tennis-5');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await act(async () => retry.click());
    expect(await screen.findByText('No match of this sport is scheduled yet.')).toBeTruthy();
  });
});

describe('the event page', () => {
  it('runs the clock every second and adds each score to the timeline', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: NOW });
    fake.requestHandlers.set('POST /api/sport/event', () => ({
      ...sportEvent({ id: 'm1', clock: 600 }),
      incidents: [],
    }));
    await renderRoutes([{ path: '/sport/event/:id', element: <SportEventPage /> }], '/sport/event/m1');
    const clock = await screen.findByLabelText('Match clock');
    expect(clock.textContent).toBe('10:00');
    act(() => vi.advanceTimersByTime(3_000));
    expect(clock.textContent).toBe('10:03');
    expect(screen.getByText('No score yet.')).toBeTruthy();

    fake.emit(SPORTS_CHANNEL, SPORTS_EVENTS.tick, {
      at: Date.now(),
      matches: [match({ id: 'm1', clock: 603, score: { home: 0, away: 1 } })],
      markets: [],
    });
    expect(screen.getByLabelText('Score').textContent).toBe('0 : 1');
    const scores = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(scores.map((item) => item.textContent)).toEqual(['10:03Northbridge United0 : 1']);
  });
});
