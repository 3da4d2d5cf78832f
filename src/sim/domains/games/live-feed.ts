/**
 * The live feed (community.md "Live feed"; issue 3 §4): every finished bet of a signed-in player, real or
 * demo, goes out as `event:liveGame` on the public channel once its transaction has committed. Not sent:
 * cancelled rounds (nothing was played) and the guest's demo rounds (a guest is nobody in the feed, and its
 * bets are in no public list either). A private player shows with a null user.
 */
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, fromMinor, gameInfo, type LiveGameEvent } from '@contract/index';
import type { SimContext } from '../../context';
import type { BetRow, UserRecord } from '../../services/db';
import { decimalsOf, multiplierOf, shownUser, usdOf } from './records';
import { GUEST_USER_ID } from './settings';

export function liveGameEvent(row: BetRow, owner: UserRecord | undefined): LiveGameEvent {
  const decimals = decimalsOf(row.currency);
  return {
    id: row.id,
    game: row.game,
    gameName: gameInfo(row.game)?.name ?? row.game,
    user: shownUser(owner, null),
    currency: row.currency,
    wager: fromMinor(row.stake, decimals),
    multiplier: multiplierOf(row.stake, row.payout),
    payout: fromMinor(row.payout, decimals),
    usd: usdOf(row.currency, row.stake),
    createdAt: new Date(row.settledAt ?? row.createdAt).toISOString(),
  };
}

/** Broadcasts a settled bet, when it belongs in the feed. Call after the transaction committed. */
export function announceBet(ctx: SimContext, row: BetRow, owner: UserRecord | undefined): void {
  if (row.status !== 'finished' || row.userId === GUEST_USER_ID) return;
  ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.liveGame, liveGameEvent(row, owner));
}
