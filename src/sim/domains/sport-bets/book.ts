/**
 * The bet slip's book of one sim: the sports model it reads, and its work on the sim clock, whether or not a
 * tab watches: each queued bet's verdict at its decidesAt, and a look at each match with pending bets at its
 * final whistle (again a little later while it is undecided). Opening the book puts the stored queue and
 * pending bets back on the schedule, so a reload goes on where the last run stopped. One book per context;
 * tests open it first on a model of their own, which every later use then finds.
 */
import { SPORT_BET_STATUS } from '@contract/sport-bets';
import type { SimContext } from '../../context';
import { loadSportsModel } from '../sports';
import type { SportsModel } from '../sports/model';
import { decideQueued } from './queue';
import { RESULT_RETRY_MS, resultDueAt } from './results';
import { settleMatch } from './settle';

export interface Book {
  ctx: SimContext;
  model: SportsModel;
  /** Decides the queued bet at `decidesAt`. */
  scheduleVerdict(queueId: string, decidesAt: number): void;
  /** Looks at the match's pending bets once its result is due (once per match, however many bets). */
  scheduleResult(matchId: string): void;
}

const books = new WeakMap<SimContext, Book>();

export async function openBook(ctx: SimContext, model: SportsModel): Promise<Book> {
  const existing = books.get(ctx);
  if (existing) return existing;
  const watched = new Set<string>();
  const book: Book = {
    ctx,
    model,
    scheduleVerdict(queueId, decidesAt) {
      ctx.scheduler.at(decidesAt, 'sportBets:verdict', (dueAt) => decideQueued(book, queueId, dueAt));
    },
    scheduleResult(matchId) {
      if (watched.has(matchId)) return;
      watched.add(matchId);
      const look = async (at: number) => {
        const undecided = await settleMatch(book, matchId, at);
        if (undecided)
          ctx.scheduler.at(Math.max(at, ctx.clock.now()) + RESULT_RETRY_MS, 'sportBets:result', look);
        else watched.delete(matchId);
      };
      const dueAt = resultDueAt(model, matchId, ctx.clock.now());
      ctx.scheduler.at(dueAt, 'sportBets:result', look);
    },
  };
  books.set(ctx, book);
  const [queued, pending] = await Promise.all([
    ctx.db.sportBetQueue.where('status').equals('queued').toArray(),
    ctx.db.sportBets.where('status').equals(SPORT_BET_STATUS.pending).toArray(),
  ]);
  for (const entry of queued) book.scheduleVerdict(entry.queueId, entry.decidesAt);
  for (const bet of pending) bet.matchIds.forEach((matchId) => book.scheduleResult(matchId));
  return book;
}

/** The book of `ctx`, opened on the sports domain's model on first use. */
export async function bookOf(ctx: SimContext): Promise<Book> {
  return books.get(ctx) ?? openBook(ctx, await loadSportsModel(ctx));
}
