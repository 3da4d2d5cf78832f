/** Stored bets as the feed's wire shapes: live game events and latest-win items (community.md §3). */
import { fromMinor, gameInfo, isFairGame, type BetGameId, type LiveGameEvent } from '@contract/index';
import type { PriceBoard } from '../../context';
import type { BetRow, UserRecord } from '../../services/db';
import { decimalsOf, multiplierOf, usdOf } from '../games/records';
import { GAME_DELAY_MS } from '../games/settings';
import { feedUser, type Viewer } from './feed-user';

const images = new Map<BetGameId, string>();

/** A game's tile image, made offline like the players' avatars: its initial on the site's accent. */
export function gameImage(game: BetGameId): string {
  let image = images.get(game);
  if (!image) {
    const initial = (gameInfo(game)?.name ?? game).charAt(0).toUpperCase();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#1f8a5b"/><text x="20" y="27" font-family="system-ui,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
    image = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    images.set(game, image);
  }
  return image;
}

/** A settled bet as the feed shows it to `viewer` (null: a guest, or the public channel). */
export function liveGameEvent(
  prices: PriceBoard,
  row: BetRow,
  owner: UserRecord | undefined,
  viewer: Viewer | null,
): LiveGameEvent {
  const decimals = decimalsOf(row.currency);
  const info = isFairGame(row.game) ? gameInfo(row.game) : undefined;
  return {
    user: feedUser(owner, row.userId, viewer),
    game: {
      _id: row.id,
      game: row.game,
      currency: row.currency,
      demo: row.demo,
      wager: fromMinor(row.stake, decimals),
      splitTotal: fromMinor(row.stake, decimals),
      multiplier: multiplierOf(row.stake, row.payout),
      status: row.payout > row.stake ? 'win' : 'lose',
      profit: fromMinor(row.payout, decimals),
      profit_usd_converted: usdOf(prices, row.currency, row.payout, row.createdAt),
      bet_usd_converted: usdOf(prices, row.currency, row.stake, row.createdAt),
      type: info?.extended ? 'extended' : 'quick',
      user: row.userId,
      created_at: new Date(row.settledAt ?? row.createdAt).toISOString(),
    },
    metadata: {
      id: row.game,
      name: row.title?.name ?? info?.name ?? row.game,
      image: row.title?.image ?? (info ? gameImage(info.id) : ''),
    },
    // A third-party round was watched in the provider's frame: nothing left to spoil.
    delay: info ? GAME_DELAY_MS[info.id] : 0,
  };
}
