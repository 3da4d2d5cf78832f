// @vitest-environment jsdom
/**
 * The latest-wins ticker: 9 latest wins fetched, then the sim's own wins from event:liveGame let in one every
 * 5 to 10 seconds, 25 to 30 items kept, lucky wins (10x and more) marked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { FEED_LIMITS } from '@contract/index';
import { WinsTicker } from '../../../src/app/features/feed/ticker/WinsTicker';
import { addWin, nextGapMs } from '../../../src/app/features/feed/ticker/wins-ticker-store';
import { answerLatest, bodiesOf, emit, liveEvent, renderAt, resetAll, user, winItem } from './fakes';

const items = () => within(screen.getByRole('region', { name: 'Latest wins' })).getAllByRole('listitem');

beforeEach(() => {
  resetAll();
  answerLatest(
    () => [],
    () => Array.from({ length: 9 }, (_, index) => winItem(`w${index}`, index === 0 ? 12 : 2)),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('addWin', () => {
  it('puts the newest first and keeps 25 to 30 items once it has 25', () => {
    let list = Array.from({ length: 9 }, (_, index) => winItem(`w${index}`));
    const lengths: number[] = [];
    for (let index = 0; index < 60; index++) {
      list = addWin(list, winItem(`n${index}`));
      lengths.push(list.length);
    }
    expect(list[0]!._id).toBe('n59');
    expect(Math.max(...lengths)).toBe(FEED_LIMITS.tickerMax);
    expect(lengths.slice(lengths.indexOf(25)).every((length) => length >= 25 && length <= 30)).toBe(true);
    expect(addWin(list, list[3]!).filter((item) => item._id === list[3]!._id)).toHaveLength(1);
  });

  it('waits 5 to 10 seconds between two wins', () => {
    expect(nextGapMs(() => 0)).toBe(5_000);
    expect(nextGapMs(() => 0.999_999)).toBe(10_000);
    expect(nextGapMs(() => 0.5)).toBeGreaterThan(5_000);
  });
});

describe('WinsTicker', () => {
  it('fetches the 9 latest wins and marks the lucky ones', async () => {
    await renderAt(<WinsTicker />);
    expect(bodiesOf('/api/data/latestGames')).toEqual([{ mode: 'casino', type: 'all_wins', count: 9 }]);
    expect(items()).toHaveLength(9);
    expect(items()[0]!.className).toContain('wins-ticker__item--lucky');
    expect(items()[0]!.textContent).toContain('Lucky 12.00×');
    expect(items()[1]!.className).not.toContain('lucky');
    expect(within(items()[1]!).getByRole('link').getAttribute('href')).toBe('/?bet=w1');
    expect(items()[1]!.textContent).toBe('Limbobob$2.00');
  });

  it("lets in the sim's real-money wins one at a time, every 5 to 10 seconds", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderAt(<WinsTicker />);
    const win = (name: string, multiplier = 2) =>
      liveEvent(user(name, name), {
        status: 'win',
        multiplier,
        profit: multiplier,
        profit_usd_converted: multiplier,
      });
    emit('event:liveGame', win('carol', 15));
    emit('event:liveGame', liveEvent(user('loser', 'loser')));
    emit('event:liveGame', { ...win('demo'), game: { ...win('demo').game, demo: true } });
    emit('event:liveGame', win('dave'));
    act(() => void vi.advanceTimersByTime(4_999));
    expect(items()).toHaveLength(9);
    act(() => void vi.advanceTimersByTime(5_001));
    expect(items()).toHaveLength(10);
    expect(items()[0]!.textContent).toContain('carol');
    expect(items()[0]!.className).toContain('lucky');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(items()).toHaveLength(11);
    expect(items()[0]!.textContent).toContain('dave');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(items()).toHaveLength(11); // the loss and the demo win never show
  });
});
