/**
 * The player's own reads: their pending bets (newest first) or the newest settled ones, one of their queue
 * entries, and the options their pending and queued bets hold (a second bet on one is a double bet).
 */
import Dexie from 'dexie';
import { SPORT_BET_STATUS, type QueuedSportBet, type SportBet } from '@contract/sport-bets';
import { sportBetQueueBodySchema, sportBetsBodySchema } from '@contract/sports-schemas';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { parseBody } from '../../services/validation';
import { sportBetError } from './errors';
import { queuedOf, sportBetOf } from './records';

/** Settled bets the list shows, newest first. */
export const SETTLED_SHOWN = 50;

export async function ownBets(ctx: SimContext, user: UserRecord, raw: unknown): Promise<SportBet[]> {
  const { status } = parseBody(sportBetsBodySchema, raw);
  const { sportBets } = ctx.db;
  const rows =
    status === 'pending'
      ? (
          await sportBets.where('[userId+status]').equals([user._id, SPORT_BET_STATUS.pending]).toArray()
        ).sort((a, b) => b.createdAt - a.createdAt)
      : await sportBets
          .where('[userId+settledAt]')
          .between([user._id, Dexie.minKey], [user._id, Dexie.maxKey])
          .reverse()
          .limit(SETTLED_SHOWN)
          .toArray();
  return rows.map(sportBetOf);
}

export async function queueEntry(ctx: SimContext, user: UserRecord, raw: unknown): Promise<QueuedSportBet> {
  const { queueId } = parseBody(sportBetQueueBodySchema, raw);
  const entry = await ctx.db.sportBetQueue.get(queueId);
  if (!entry || entry.userId !== user._id) throw sportBetError('invalidQueueId');
  const bet = entry.status === 'accepted' ? await ctx.db.sportBets.get(entry.queueId) : undefined;
  return queuedOf(entry, bet);
}

/**
 * The options of the player's pending and queued bets, and how many are queued. Dexie's promises only: it is
 * read inside the placement's transaction, so that two placements cannot both pass.
 */
export function heldOptions(ctx: SimContext, userId: string) {
  const { sportBets, sportBetQueue } = ctx.db;
  return sportBets
    .where('[userId+status]')
    .equals([userId, SPORT_BET_STATUS.pending])
    .toArray()
    .then((pending) =>
      sportBetQueue
        .where('[userId+status]')
        .equals([userId, 'queued'])
        .toArray()
        .then((queued) => ({
          options: new Set(
            [...pending, ...queued].flatMap((bet) => bet.selections.map((selection) => selection.optionId)),
          ),
          queued: queued.length,
        })),
    );
}
