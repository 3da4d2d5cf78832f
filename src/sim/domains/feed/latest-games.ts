/**
 * POST /api/data/latestGames (community.md §7) from the stored bets, newest first. type liveChannel: the newest
 * `count` finished bets of the channel asked (mine, which falls back to all for a guest; all; high_rollers,
 * real-money bets worth at least $100), as live game events. type all_wins: the latest real-money wins as
 * latest-win items, the games' and the futures' (kind 'trade', futures/wins.ts) together. Both read the bets'
 * list tags (games/records.ts), which sort by the bet number.
 */
import { latestWinOf, type FeedChannel, type LatestWinItem, type LiveGameEvent } from '@contract/index';
import type { SimContext } from '../../context';
import type { BetRow, UserRecord } from '../../services/db';
import { liveGameEvent } from './events';
import { ownersById, viewerOf, type Viewer } from './feed-user';
import type { LatestGamesInput } from '@contract/feed-schemas';

/** How far back all_wins looks for wins: enough for a quiet world, bounded for a busy one. */
export const WIN_SCAN_LIMIT = 1_000;

function channelTag(channel: FeedChannel, user: UserRecord | null): string {
  if (channel === 'mine') return user ? `u:${user._id}` : 'all';
  return channel === 'high_rollers' ? 'high' : 'all';
}

async function asEvents(ctx: SimContext, rows: BetRow[], viewer: Viewer | null): Promise<LiveGameEvent[]> {
  const owners = await ownersById(
    ctx,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => liveGameEvent(ctx.prices, row, owners.get(row.userId), viewer));
}

const newest = (ctx: SimContext, tag: string) => ctx.db.bets.where('tags').equals(tag).reverse();

export async function latestGames(
  ctx: SimContext,
  input: LatestGamesInput,
  user: UserRecord | null,
): Promise<LiveGameEvent[] | LatestWinItem[]> {
  const viewer = viewerOf(user);
  if (input.type === 'all_wins') {
    const recent = await newest(ctx, 'all').limit(WIN_SCAN_LIMIT).toArray();
    const wins = recent.filter((row) => !row.demo && row.payout > row.stake).slice(0, input.count);
    const games = (await asEvents(ctx, wins, viewer)).map((event, index) => ({
      at: wins[index]!.settledAt ?? wins[index]!.createdAt,
      item: latestWinOf(event),
    }));
    // Trade wins (kind 'trade') come from the futures' positions; the newest of both, newest first.
    const { latestTradeWins } = await import('../futures/wins');
    const trades = await latestTradeWins(ctx, input.count, viewer);
    return [...games, ...trades]
      .sort((a, b) => b.at - a.at)
      .slice(0, input.count)
      .map(({ item }) => item);
  }
  // The own list also holds cancelled rounds (nothing was played): the feed leaves them out.
  const rows = await newest(ctx, channelTag(input.channel, user))
    .filter((row) => row.status === 'finished')
    .limit(input.count)
    .toArray();
  return asEvents(ctx, rows, viewer);
}
