/** The bet slip behind its lazy entry (index.ts): the route handlers on the book of the sim (book.ts). */
import { authed, type RouteHandlers } from '../../router';
import { bookOf } from './book';
import { ownBets, queueEntry } from './lists';
import { placeSportBet } from './place';

export { bookOf, openBook, type Book } from './book';

export const sportBetHandlers: RouteHandlers = {
  'POST /api/sport/bet': async (input) => {
    const { ctx, user } = authed(input);
    return placeSportBet(await bookOf(ctx), user, input.body);
  },

  'POST /api/sport/bet/queue': async (input) => {
    const { ctx, user } = authed(input);
    return queueEntry(ctx, user, input.body);
  },

  'POST /api/sport/bets': async (input) => {
    const { ctx, user } = authed(input);
    return ownBets(ctx, user, input.body);
  },
};
