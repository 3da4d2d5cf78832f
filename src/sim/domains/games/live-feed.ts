/**
 * The live feed (community.md "Live feed"; issue 3 §4): every finished bet of a signed-in player, real or
 * demo, goes out as `event:liveGame` on the public channel once its transaction has committed, in the shape the
 * feed domain builds (src/contract/feed.ts). Not sent: cancelled rounds (nothing was played) and the guest's
 * demo rounds (a guest is nobody in the feed, and its bets are in no public list either). The channel is
 * public, so a private player shows with the hidden name.
 */
import { PUBLIC_CHANNEL, PUBLIC_EVENTS } from '@contract/index';
import type { SimContext } from '../../context';
import type { BetRow, UserRecord } from '../../services/db';
import { liveGameEvent } from '../feed/events';
import { GUEST_USER_ID } from './settings';

/** Broadcasts a settled bet, when it belongs in the feed. Call after the transaction committed. */
export function announceBet(ctx: SimContext, row: BetRow, owner: UserRecord | undefined): void {
  if (row.status !== 'finished' || row.userId === GUEST_USER_ID) return;
  ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.liveGame, liveGameEvent(ctx.prices, row, owner, null));
}
