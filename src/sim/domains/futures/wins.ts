/**
 * Trade wins for the feed's latest wins (all_wins): the newest real-money positions that ended with a
 * profit, with the time they ended, so that the feed can merge them with the games' wins.
 */
import type { LatestWinItem } from '@contract/index';
import type { SimContext } from '../../context';
import { ownersById, type Viewer } from '../feed/feed-user';
import { WIN_SCAN_LIMIT } from '../feed/latest-games';
import { deskOf } from './desk';
import { isTradeWin, tradeWinOf } from './records';

export async function latestTradeWins(
  ctx: SimContext,
  count: number,
  viewer: Viewer | null,
): Promise<Array<{ at: number; item: LatestWinItem }>> {
  const recent = await ctx.db.positions.orderBy('closedAt').reverse().limit(WIN_SCAN_LIMIT).toArray();
  const wins = recent.filter(isTradeWin).slice(0, count);
  if (wins.length === 0) return [];
  const { markets } = await deskOf(ctx);
  const owners = await ownersById(
    ctx,
    wins.map((row) => row.userId),
  );
  return wins.map((row) => ({
    at: row.closedAt!,
    item: tradeWinOf(ctx.prices, row, owners.get(row.userId), markets.find(row.ticker), viewer),
  }));
}
