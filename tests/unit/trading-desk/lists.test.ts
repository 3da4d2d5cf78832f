import { describe, expect, it } from 'vitest';
import { candleWithTick } from '../../../src/app/features/trading/chart/candle-feed';
import { positionLines } from '../../../src/app/features/trading/chart/position-lines';
import { CLOSED_SHOWN, withPosition } from '../../../src/app/features/trading/positions/position-lists';
import { withTrade } from '../../../src/app/features/trading/trades/trade-list';
import { position, trade } from './fixtures';

describe('the player position lists', () => {
  it('an ended position leaves the open list for the top of the closed one', () => {
    const open = position();
    const older = position({ _id: 'p0', status: 'closed', closed_at: '2026-01-10T11:00:00.000Z' });
    const lists = { open: [open], closed: [older] };
    const ended = position({ status: 'takeProfit', profit: 5, closed_at: '2026-01-10T12:05:00.000Z' });
    expect(withPosition(lists, ended)).toEqual({ open: [], closed: [ended, older] });
  });

  it('updates an open position in place and keeps the open list newest first', () => {
    const first = position({ _id: 'a', created_at: '2026-01-10T12:00:00.000Z' });
    const second = position({ _id: 'b', created_at: '2026-01-10T12:01:00.000Z' });
    const lists = withPosition(withPosition({ open: [], closed: [] }, first), second);
    expect(lists.open.map((entry) => entry._id)).toEqual(['b', 'a']);
    const moved = withPosition(lists, { ...first, takeProfit: 51_000 });
    expect(moved.open.find((entry) => entry._id === 'a')?.takeProfit).toBe(51_000);
    expect(moved.open).toHaveLength(2);
  });

  it('drops a late push that would reopen an ended position', () => {
    const lists = {
      open: [],
      closed: [position({ status: 'busted', closed_at: '2026-01-10T12:01:00.000Z' })],
    };
    expect(withPosition(lists, position())).toBe(lists);
  });

  it('keeps at most the server page of ended positions', () => {
    let lists = { open: [], closed: [] } as Parameters<typeof withPosition>[0];
    for (let index = 0; index < CLOSED_SHOWN + 5; index += 1)
      lists = withPosition(
        lists,
        position({ _id: `p${index}`, status: 'closed', closed_at: new Date(index * 1000).toISOString() }),
      );
    expect(lists.closed).toHaveLength(CLOSED_SHOWN);
    expect(lists.closed[0]!._id).toBe(`p${CLOSED_SHOWN + 4}`);
  });
});

describe('public trades', () => {
  it('a new trade comes first, capped; an ended one updates its row where it stands', () => {
    const list = [trade({ _id: 'b' }), trade({ _id: 'a' })];
    expect(withTrade(list, trade({ _id: 'c' }), 2).map((entry) => entry._id)).toEqual(['c', 'b']);
    const ended = trade({ _id: 'a', status: 'busted', usdProfit: -20 });
    expect(withTrade(list, ended)).toEqual([list[0], ended]);
  });
});

describe('the live last candle', () => {
  const minute = 60_000;
  const last = { time: 5 * minute, open: 100, high: 102, low: 99, close: 101, volume: 500 };

  it('a tick in the same interval moves the close and stretches high or low', () => {
    expect(candleWithTick(last, 103, 5 * minute + 30_000, minute)).toEqual({
      ...last,
      high: 103,
      close: 103,
    });
    expect(candleWithTick(last, 98, 5 * minute + 59_999, minute)).toEqual({ ...last, low: 98, close: 98 });
  });

  it('a tick of a later interval opens a new candle at its price; an older one changes nothing', () => {
    expect(candleWithTick(last, 104, 7 * minute + 1, minute)).toEqual({
      time: 7 * minute,
      open: 104,
      high: 104,
      low: 104,
      close: 104,
      volume: 0,
    });
    expect(candleWithTick(last, 50, 4 * minute, minute)).toBe(last);
    expect(candleWithTick(null, 10, 90_000, minute).time).toBe(minute);
  });
});

describe('position price lines', () => {
  it('draws entry and bust of open positions on this market, and the limits that are set', () => {
    const lines = positionLines(
      [
        position({ takeProfit: 50_500 }),
        position({ _id: 'eth', ticker: 'ETH' }),
        position({ _id: 'x', status: 'closed' }),
      ],
      'BTC',
    );
    expect(lines).toEqual([
      { price: 50_000, title: 'Entry', tone: 'entry' },
      { price: 49_500, title: 'Bust', tone: 'bust' },
      { price: 50_500, title: 'TP', tone: 'takeProfit' },
    ]);
  });
});
