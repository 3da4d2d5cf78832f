/**
 * What the futures tell the clients once a change has committed: every real-money position opened or ended
 * goes out as a PublicTrade on the trading server; the owner hears their FuturesPosition on their private
 * channel at every change (demo ones too); a real-money win reaches the wins ticker on the public channel.
 * Balances are announced by the ledger itself.
 */
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, USER_EVENTS, userChannel } from '@contract/index';
import { TRADING_CHANNEL, TRADING_EVENTS } from '@contract/trading';
import type { SimContext } from '../../context';
import type { PositionRecord } from '../../services/db';
import type { MarketModel } from '../markets/model';
import { isTradeWin, positionOf, publicTradeOf, tradeWinOf } from './records';

export type PositionChange = 'opened' | 'limits' | 'ended';

export async function announcePosition(
  ctx: SimContext,
  markets: MarketModel,
  record: PositionRecord,
  change: PositionChange,
): Promise<void> {
  const owner = await ctx.db.users.get(record.userId);
  ctx.broadcaster.emit(userChannel(record.userId), USER_EVENTS.tradingPosition, positionOf(record, owner));
  if (change === 'limits' || record.demo) return;
  ctx.broadcaster.emit(TRADING_CHANNEL, TRADING_EVENTS.trade, publicTradeOf(ctx.prices, record, owner));
  if (change === 'ended' && isTradeWin(record)) {
    const win = tradeWinOf(ctx.prices, record, owner, markets.find(record.ticker), null);
    ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.tradingWin, win);
  }
}
