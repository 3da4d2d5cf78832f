/**
 * The whisper Info (community.md §3 "Bet/game info", §7): one bet, by its id or number, as
 * `{metadata, info, user}` for the bet overview. The player shows as the live feed shows them, so a private
 * name is hidden from guests and from players without ignore_privacy.
 */
import { fromMinor, gameInfo, type BetInfo } from '@contract/index';
import type { SimContext } from '../../context';
import type { BetStatus } from '../../services/db';
import { feedUser, viewerOf } from '../feed/feed-user';
import { findBet } from './bets';
import { decimalsOf, multiplierOf } from './records';
import { GUEST_USER_ID } from './settings';

/** 'lose' only for a settled round that paid nothing, so the overview's 0.00 multiplier is true. */
function infoStatus(status: BetStatus, payout: number): BetInfo['info']['status'] {
  if (status === 'in-progress' || status === 'cancelled') return status;
  return payout > 0 ? 'win' : 'lose';
}

export async function betInfo(
  ctx: SimContext,
  id: string | number,
  viewerId: string | null,
): Promise<BetInfo | undefined> {
  const row = await findBet(ctx, id);
  if (!row) return undefined;
  const [pair, owner, viewer] = await Promise.all([
    ctx.db.seedPairs.get(row.seedPairId),
    ctx.db.users.get(row.userId),
    viewerId ? ctx.db.users.get(viewerId) : undefined,
  ]);
  const decimals = decimalsOf(row.currency);
  // A round in progress has no result yet: no multiplier or payout.
  const payout = row.status === 'in-progress' ? 0 : row.payout;
  return {
    metadata: { id: row.game, name: row.title?.name ?? gameInfo(row.game)?.name ?? row.game },
    info: {
      _id: row.id,
      id: row.number,
      game: row.game,
      user: row.userId,
      currency: row.currency,
      demo: row.demo,
      splitTotal: fromMinor(row.stake, decimals),
      multiplier: multiplierOf(row.stake, payout),
      profit: fromMinor(payout, decimals),
      status: infoStatus(row.status, payout),
      server_seed_hash: row.serverSeedHash,
      server_seed: pair?.status === 'revealed' ? pair.serverSeed : null,
      client_seed: row.clientSeed,
      nonce: row.nonce,
      created_at: new Date(row.createdAt).toISOString(),
      data: row.view,
    },
    // The guest's demo bets belong to nobody the overview may name.
    user: feedUser(owner?._id === GUEST_USER_ID ? undefined : owner, row.userId, viewerOf(viewer ?? null)),
  };
}
