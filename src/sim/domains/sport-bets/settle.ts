/**
 * Settlement of a match's pending bets once its result is known: each of a bet's selections on a decided match
 * takes its result (results.ts), and the bet its outcome (outcome.ts). One transaction per bet writes the
 * selections and, once the bet is decided, its status, the payout to the ledger (reason 'sport_payout', or
 * 'sport_refund' for a bet refunded whole, which also takes its stake back out of the race) and its row in the
 * bet lists. The owner hears every change; a settled bet goes out on the live feed.
 */
import { SPORT_BET_STATUS } from '@contract/sport-bets';
import type { SimContext } from '../../context';
import type { BetRow, SportBetRecord } from '../../services/db';
import { recordWager, wagerTables } from '../wagers';
import { announceBet as announceFeedRow } from '../games/live-feed';
import { txValue } from '../games/tx';
import { announceBet } from './announce';
import { addBetRow } from './bet-row';
import type { Book } from './book';
import { betOutcome } from './outcome';
import { REFUND_REASON } from './queue';
import { selectionResult } from './results';

export const PAYOUT_REASON = 'sport_payout';

const { pending, refunded } = SPORT_BET_STATUS;

/** The bet with the results known at `at` written in; the same object when nothing changed. */
export function withResults(book: Book, bet: SportBetRecord, at: number): SportBetRecord {
  let changed = false;
  const selections = bet.selections.map((selection) => {
    if (selection.status !== pending) return selection;
    const status = selectionResult(book.model, selection.optionId, at);
    if (status === undefined) return selection;
    changed = true;
    return { ...selection, status };
  });
  if (!changed) return bet;
  const outcome = betOutcome(bet.stake, selections);
  return outcome
    ? { ...bet, selections, status: outcome.status, payout: outcome.payout, settledAt: at }
    : { ...bet, selections };
}

/** Writes a bet's new results and, once decided, its money and row; null when it was no longer pending. */
function writeResults(ctx: SimContext, next: SportBetRecord) {
  const { db, ledger } = ctx;
  return ledger.transact([db.sportBets, db.bets, ...wagerTables(db)], (tx) =>
    db.sportBets.get(next._id).then((stored): Promise<BetRow | null | undefined> => {
      if (!stored || stored.status !== pending) return txValue(undefined);
      const write = db.sportBets.put(next);
      if (next.status === pending) return write.then(() => null);
      const kind = next.demo ? 'demo' : 'real';
      const whole = next.status === refunded;
      const credit = { userId: next.userId, currency: next.currency, kind, ref: next._id } as const;
      const pay = (): PromiseLike<unknown> =>
        next.payout > 0
          ? tx.apply({ ...credit, delta: next.payout, reason: whole ? REFUND_REASON : PAYOUT_REASON })
          : txValue(null);
      const wager = { ...next, stake: -next.stake, at: next.createdAt, source: 'sport' } as const;
      return write
        .then(pay)
        .then(() => (whole ? recordWager(ctx, tx, wager) : undefined))
        .then(() => addBetRow(ctx, next));
    }),
  );
}

/**
 * Settles what the match decides of its pending bets as the world stands at `at` (the look's due time, so
 * that a jump of the clock settles as a running one does); answers whether some selection on it is still
 * undecided (the book looks again later).
 */
export async function settleMatch(book: Book, matchId: string, at: number): Promise<boolean> {
  const { ctx } = book;
  const bets = await ctx.db.sportBets
    .where('matchIds')
    .equals(matchId)
    .filter((bet) => bet.status === pending)
    .toArray();
  let undecided = false;
  for (const bet of bets) {
    const next = withResults(book, bet, at);
    const onMatch = next.selections.filter((selection) => selection.matchId === matchId);
    if (onMatch.some((selection) => selection.status === pending)) undecided = true;
    if (next === bet) continue;
    const row = await writeResults(ctx, next);
    if (row === undefined) continue;
    announceBet(ctx, next);
    if (row) announceFeedRow(ctx, row, await ctx.db.users.get(next.userId));
  }
  return undecided;
}
