/**
 * The queue's verdict at a bet's decidesAt: the selections are read again as the world shows them at that
 * moment (checks.ts verdictRefusal). A refusal gives the stake back (ledger reason 'sport_refund') in the same
 * transaction as the rejected entry; an acceptance writes the bet (pending) with the entry, and a real-money
 * stake counts for the week's race from then on. An entry already decided (by another tab on the same
 * database) is left alone.
 */
import type { SportBetQueueRecord, SportBetRecord } from '../../services/db';
import { recordWager, wagerTables } from '../wagers';
import { txValue } from '../games/tx';
import { announceVerdict } from './announce';
import type { Book } from './book';
import { readLegs, verdictRefusal } from './checks';
import { acceptedBet } from './records';

export const REFUND_REASON = 'sport_refund';

interface Verdict {
  entry: SportBetQueueRecord;
  bet?: SportBetRecord;
}

export async function decideQueued(book: Book, queueId: string, at: number): Promise<void> {
  const { ctx, model } = book;
  const { db, ledger } = ctx;
  const verdict = await ledger.transact(
    [db.sportBetQueue, db.sportBets, ...wagerTables(db)],
    (tx): Promise<Verdict | null> =>
      db.sportBetQueue.get(queueId).then((entry) => {
        if (!entry || entry.status !== 'queued') return txValue(null);
        const legs = readLegs(model, entry.selections, at);
        const error = verdictRefusal(legs);
        if (error) {
          const rejected: SportBetQueueRecord = { ...entry, status: 'rejected', error };
          const kind = entry.demo ? 'demo' : 'real';
          const refund = {
            userId: entry.userId,
            currency: entry.currency,
            kind,
            delta: entry.stake,
          } as const;
          return tx
            .apply({ ...refund, reason: REFUND_REASON, ref: entry.queueId })
            .then(() => db.sportBetQueue.put(rejected))
            .then(() => ({ entry: rejected }));
        }
        const accepted: SportBetQueueRecord = { ...entry, status: 'accepted' };
        const bet = acceptedBet(entry, legs);
        const wager = { ...entry, at: entry.createdAt, source: 'sport' } as const;
        return db.sportBets
          .add(bet)
          .then(() => db.sportBetQueue.put(accepted))
          .then(() => recordWager(ctx, tx, wager))
          .then(() => ({ entry: accepted, bet }));
      }),
  );
  if (!verdict) return;
  announceVerdict(ctx, verdict.entry, verdict.bet);
  verdict.bet?.matchIds.forEach((matchId) => book.scheduleResult(matchId));
}
