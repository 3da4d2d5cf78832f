/**
 * Placing a bet (POST /api/sport/bet): a signed-in player stakes real or demo balance on one selection (a
 * single) or on 2 to SPORT_BET.multiMaxSelections of different matches (a multi). Checks in order: the body,
 * the number of selections, one match twice, the selections against the world now (checks.ts), the currency
 * and the stake's precision, the stake in US dollars at the price now (SPORT_BET.minUsd..maxUsd), the balance;
 * then, inside the transaction that takes the stake (ledger reason 'sport_wager') and writes the queue entry,
 * a pending or queued bet already holding one of the options, and the player's queue being full. A refusal
 * writes nothing. The verdict follows at decidesAt (queue.ts).
 */
import { toMinor } from '@contract/index';
import { SPORT_BET, type QueuedSportBet } from '@contract/sport-bets';
import { placeSportBetBodySchema } from '@contract/sports-schemas';
import type { SportBetQueueRecord, UserRecord } from '../../services/db';
import { InsufficientFunds } from '../../services/ledger';
import { invalidField, parseBody } from '../../services/validation';
import { usdOf } from '../games/records';
import type { Book } from './book';
import { combinesOneMatch, placementRefusal, readLegs } from './checks';
import { sportBetError } from './errors';
import { queuedOf } from './records';
import { heldOptions } from './lists';

export const WAGER_REASON = 'sport_wager';

function checkCount(kind: 'single' | 'multi', count: number): void {
  if (kind === 'single' && count !== 1) throw invalidField('selections', 'A single bet has one selection');
  if (kind === 'multi' && count < 2)
    throw invalidField('selections', 'A multi bet combines at least two selections');
  if (count > SPORT_BET.multiMaxSelections) throw sportBetError('tooManyMulti');
}

export async function placeSportBet(book: Book, user: UserRecord, raw: unknown): Promise<QueuedSportBet> {
  const { ctx, model } = book;
  const body = parseBody(placeSportBetBodySchema, raw);
  checkCount(body.kind, body.selections.length);
  if (combinesOneMatch(body.selections)) throw sportBetError('sameMatch');
  const now = ctx.clock.now();
  const legs = readLegs(model, body.selections, now);
  const refusal = placementRefusal(legs, now);
  if (refusal) throw sportBetError(refusal);

  const currency = ctx.prices.currency(body.currency);
  if (!currency) throw invalidField('currency', 'Unknown currency');
  const stake = toMinor(body.stake, currency.decimals);
  if (stake === null || stake <= 0) throw invalidField('stake', 'Invalid stake');
  const stakeUsd = usdOf(ctx.prices, currency.id, stake, now);
  if (stakeUsd < SPORT_BET.minUsd) throw sportBetError('betTooLow');
  if (stakeUsd > SPORT_BET.maxUsd) throw sportBetError('betTooHigh');
  const kind = body.demo ? 'demo' : 'real';
  const balance = await ctx.ledger.balance(user._id, currency.id, kind);
  if ((balance?.amount ?? 0) < stake) throw sportBetError('notEnoughBalance');

  const live = legs.some((leg) => leg.found!.match.status === 'live');
  const entry: SportBetQueueRecord = {
    queueId: ctx.newId(),
    userId: user._id,
    status: 'queued',
    decidesAt: now + (live ? SPORT_BET.liveDelayMs : SPORT_BET.prematchDelayMs),
    createdAt: now,
    kind: body.kind,
    selections: body.selections,
    currency: currency.id,
    demo: body.demo,
    stake,
    stakeUsd,
    error: null,
  };
  const { db, ledger } = ctx;
  const debit = { userId: user._id, currency: currency.id, kind, delta: -stake } as const;
  try {
    await ledger.transact([db.sportBetQueue, db.sportBets], (tx) =>
      heldOptions(ctx, user._id)
        .then(({ options, queued }) => {
          if (body.selections.some((selection) => options.has(selection.optionId)))
            throw sportBetError('doubleBet');
          if (queued >= SPORT_BET.queueMaxPerPlayer) throw sportBetError('failedToQueue');
          return tx.apply({ ...debit, reason: WAGER_REASON, ref: entry.queueId });
        })
        .then(() => db.sportBetQueue.add(entry)),
    );
  } catch (error) {
    throw error instanceof InsufficientFunds ? sportBetError('notEnoughBalance') : error;
  }
  book.scheduleVerdict(entry.queueId, entry.decidesAt);
  return queuedOf(entry);
}
