/**
 * Settlement on the sim clock: every open position is checked on each tick of its market since the last
 * settlement (MarketModel.scan), and ends at the first tick that busts it (trading-math isBust), reaches its
 * stop loss or its take profit, at that tick's price and time. A tick past both the stop loss and the bust
 * price busts: the price gapped through the stop. Positions are grouped by market, so each market's ticks are
 * walked once, however many positions it has; a tick inside every position's band costs one comparison.
 *
 * The settled-through time is kept in the meta table, so that a reload walks on from where the last
 * settlement stopped (never over ticks it already judged under other limits).
 */
import { isBust } from '@contract/trading-math';
import type { SimContext } from '../../context';
import type { PositionRecord } from '../../services/db';
import type { MarketModel } from '../markets/model';
import { endPosition, type EndStatus, type PositionEnd } from './end';

const SETTLED_KEY = 'futuresSettledThrough';

type Watched = Pick<
  PositionRecord,
  '_id' | 'direction' | 'bustPrice' | 'takeProfit' | 'stopLoss' | 'openedAt'
>;

/** How the position ends at `price`, or null while it goes on. */
export function endAt(position: Watched, price: number): EndStatus | null {
  const up = position.direction === 'up';
  if (isBust(price, position.bustPrice, position.direction)) return 'busted';
  const { stopLoss, takeProfit } = position;
  if (stopLoss !== null && (up ? price <= stopLoss : price >= stopLoss)) return 'stopLoss';
  if (takeProfit !== null && (up ? price >= takeProfit : price <= takeProfit)) return 'takeProfit';
  return null;
}

/** The open interval of prices in which the position goes on: at or beyond either end it ends. */
function bandOf(position: Watched): [number, number] {
  const { bustPrice, stopLoss, takeProfit } = position;
  return position.direction === 'up'
    ? [Math.max(bustPrice, stopLoss ?? -Infinity), takeProfit ?? Infinity]
    : [takeProfit ?? -Infinity, Math.min(bustPrice, stopLoss ?? Infinity)];
}

/**
 * The ends of one market's positions on its ticks in (from, to], in time order. A position is watched from
 * the first tick after its opening (its entry is the price of the tick it opened in).
 */
export function findEnds(
  markets: MarketModel,
  ticker: string,
  positions: readonly Watched[],
  from: number,
  to: number,
): Array<PositionEnd & { id: string }> {
  const waiting = [...positions].sort((a, b) => a.openedAt - b.openedAt);
  const start = Math.max(from, waiting[0]?.openedAt ?? to);
  let watched: Watched[] = [];
  let band: [number, number] = [-Infinity, Infinity];
  const rebuild = () => {
    band = [-Infinity, Infinity];
    for (const position of watched) {
      const [low, high] = bandOf(position);
      band = [Math.max(band[0], low), Math.min(band[1], high)];
    }
  };
  const ends: Array<PositionEnd & { id: string }> = [];
  markets.scan(ticker, start, to, (price, at) => {
    if (waiting.length > 0 && waiting[0]!.openedAt < at) {
      while (waiting.length > 0 && waiting[0]!.openedAt < at) watched.push(waiting.shift()!);
      rebuild();
    }
    if (price > band[0] && price < band[1]) return false;
    const going: Watched[] = [];
    for (const position of watched) {
      const status = endAt(position, price);
      if (status) ends.push({ id: position._id, status, exitPrice: price, at });
      else going.push(position);
    }
    watched = going;
    rebuild();
    return watched.length === 0 && waiting.length === 0;
  });
  return ends;
}

async function settledThrough(ctx: SimContext): Promise<number> {
  const stored = (await ctx.db.meta.get(SETTLED_KEY))?.value;
  return typeof stored === 'number' ? stored : -Infinity;
}

/** The ends of the open positions on their markets' ticks in (settled through, now], in time order. */
function endsOf(markets: MarketModel, open: PositionRecord[], from: number, now: number) {
  const byTicker = new Map<string, PositionRecord[]>();
  for (const position of open)
    byTicker.set(position.ticker, [...(byTicker.get(position.ticker) ?? []), position]);
  const ends = [...byTicker].flatMap(([ticker, positions]) =>
    findEnds(markets, ticker, positions, from, now),
  );
  return ends.sort((a, b) => a.at - b.at);
}

/** Ends every open position that its market's ticks up to `now` end; then settled through `now`. */
export async function settleOpenPositions(ctx: SimContext, markets: MarketModel, now: number): Promise<void> {
  const { positions, meta } = ctx.db;
  // This runs every tick, and nearly every tick ends nothing: then the reads and the settled time's write are
  // one transaction (the scan between them is synchronous: the transaction stays open).
  const ends = await ctx.db.transaction('rw', positions, meta, async () => {
    const [open, from] = await Promise.all([
      positions.where('status').equals('open').toArray(),
      settledThrough(ctx),
    ]);
    if (open.length === 0) return [];
    const found = endsOf(markets, open, from, now);
    if (found.length === 0) await meta.put({ key: SETTLED_KEY, value: now });
    return found;
  });
  if (ends.length === 0) return;
  for (const { id, ...end } of ends) await endPosition(ctx, markets, id, end);
  await meta.put({ key: SETTLED_KEY, value: now });
}
