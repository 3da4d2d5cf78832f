/**
 * The lists: the player's own positions (the open ones, or the newest ended ones) and the public trades
 * (the newest real-money positions of everybody, opened or ended, by their latest activity; demo positions
 * stake nothing and stay out of the public list, as they stay out of the wins).
 */
import { TRADING, type FuturesPosition, type PublicTrade } from '@contract/trading';
import { positionsBodySchema, tradesBodySchema } from '@contract/trading-schemas';
import Dexie from 'dexie';
import type { SimContext } from '../../context';
import type { PositionRecord, UserRecord } from '../../services/db';
import { parseBody } from '../../services/validation';
import { ownersById } from '../feed/feed-user';
import type { Desk } from './desk';
import { tradingError } from './errors';
import { positionOf, publicTradeOf } from './records';

/** Ended positions the Closed tab lists, newest first. */
export const ENDED_SHOWN = 50;

export async function ownPositions(
  ctx: SimContext,
  user: UserRecord,
  raw: unknown,
): Promise<FuturesPosition[]> {
  const { status } = parseBody(positionsBodySchema, raw);
  const { positions } = ctx.db;
  const rows =
    status === 'open'
      ? (await positions.where('[userId+status]').equals([user._id, 'open']).toArray()).sort(
          (a, b) => b.openedAt - a.openedAt,
        )
      : await positions
          .where('[userId+closedAt]')
          .between([user._id, Dexie.minKey], [user._id, Dexie.maxKey])
          .reverse()
          .limit(ENDED_SHOWN)
          .toArray();
  return rows.map((row) => positionOf(row, user));
}

export async function publicTrades(desk: Desk, raw: unknown): Promise<PublicTrade[]> {
  const { ticker } = parseBody(tradesBodySchema, raw);
  const { ctx } = desk;
  const { positions } = ctx.db;
  let rows: PositionRecord[];
  if (ticker === undefined) {
    rows = await positions
      .orderBy('lastAt')
      .reverse()
      .filter(isPublic)
      .limit(TRADING.publicTradesShown)
      .toArray();
  } else {
    const market = desk.markets.find(ticker);
    if (!market) throw tradingError('unknownTicker');
    rows = await positions
      .where('[ticker+lastAt]')
      .between([market.ticker, Dexie.minKey], [market.ticker, Dexie.maxKey])
      .reverse()
      .filter(isPublic)
      .limit(TRADING.publicTradesShown)
      .toArray();
  }
  const owners = await ownersById(
    ctx,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => publicTradeOf(ctx.prices, row, owners.get(row.userId)));
}

const isPublic = (row: PositionRecord) => !row.demo;
