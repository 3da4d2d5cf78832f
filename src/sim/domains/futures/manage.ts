/**
 * The owner's calls on an open position: close it at the price now (POST /api/trading/close) or move its take
 * profit and stop loss (POST /api/trading/limits). Both first settle the ticks up to now, so that a level the
 * market reached before the call ends the position first: a close then answers the position as the market
 * ended it (the close came too late to matter), a change of levels is refused as for any ended position.
 */
import type { FuturesPosition } from '@contract/trading';
import { closePositionBodySchema, positionLimitsBodySchema } from '@contract/trading-schemas';
import type { PositionRecord, UserRecord } from '../../services/db';
import { parseBody } from '../../services/validation';
import { announcePosition } from './announce';
import { checkLevels } from './checks';
import type { Desk } from './desk';
import { endPosition } from './end';
import { tradingError } from './errors';
import { positionOf } from './records';

async function ownPosition(desk: Desk, user: UserRecord, id: string): Promise<PositionRecord> {
  const record = await desk.ctx.db.positions.get(id);
  if (!record || record.userId !== user._id) throw tradingError('notYours');
  return record;
}

/** The position after settling up to now, refused when it had already ended before the call. */
async function settledOpen(desk: Desk, user: UserRecord, id: string) {
  const before = await ownPosition(desk, user, id);
  if (before.status !== 'open') throw tradingError('notOpen');
  await desk.settle();
  return ownPosition(desk, user, id);
}

export async function closePosition(desk: Desk, user: UserRecord, raw: unknown): Promise<FuturesPosition> {
  const { id } = parseBody(closePositionBodySchema, raw);
  const record = await settledOpen(desk, user, id);
  if (record.status !== 'open') return positionOf(record, user);
  const now = desk.ctx.clock.now();
  const exitPrice = desk.markets.priceAt(record.ticker, now);
  const ended = await endPosition(desk.ctx, desk.markets, id, { status: 'closed', exitPrice, at: now });
  return positionOf(ended, user);
}

export async function setLevels(desk: Desk, user: UserRecord, raw: unknown): Promise<FuturesPosition> {
  const { id, takeProfit, stopLoss } = parseBody(positionLimitsBodySchema, raw);
  const record = await settledOpen(desk, user, id);
  if (record.status !== 'open') throw tradingError('notOpen');
  checkLevels(record.entryPrice, record.bustPrice, record.direction, { takeProfit, stopLoss });
  const next: PositionRecord = { ...record, takeProfit, stopLoss };
  const { db } = desk.ctx;
  await db.transaction('rw', db.positions, async () => {
    const current = await db.positions.get(id);
    if (current?.status !== 'open') throw tradingError('notOpen');
    await db.positions.put(next);
  });
  await announcePosition(desk.ctx, desk.markets, next, 'limits');
  return positionOf(next, user);
}
