/**
 * What the bet slip tells its owner once a change has committed, on their private channel (demo bets too):
 * the queue's verdict (USER_EVENTS.sportBetQueue), and the bet when accepted and at each change of its
 * selections or status (USER_EVENTS.sportBet). Balances are announced by the ledger itself.
 */
import { USER_EVENTS, userChannel } from '@contract/index';
import type { SimContext } from '../../context';
import type { SportBetQueueRecord, SportBetRecord } from '../../services/db';
import { queuedOf, sportBetOf } from './records';

export function announceVerdict(ctx: SimContext, entry: SportBetQueueRecord, bet?: SportBetRecord): void {
  ctx.broadcaster.emit(userChannel(entry.userId), USER_EVENTS.sportBetQueue, queuedOf(entry, bet));
  if (bet) announceBet(ctx, bet);
}

export function announceBet(ctx: SimContext, bet: SportBetRecord): void {
  ctx.broadcaster.emit(userChannel(bet.userId), USER_EVENTS.sportBet, sportBetOf(bet));
}
