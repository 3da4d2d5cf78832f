/**
 * The money callbacks at the operator: each in one ledger transaction with its transaction record (keyed by
 * the provider's transaction id, a unique index) and its round. A transaction id seen before answers what it
 * answered then and moves nothing; a refusal (too little balance, a closed round) aborts the whole transaction.
 * Chained on Dexie's promises only (services/ledger.ts says why).
 */
import { fromMinor } from '@contract/index';
import type { SimContext } from '../../context';
import type { MoneyTx } from '../../services/ledger';
import type {
  BetRow,
  ProviderRoundRecord,
  ProviderSessionRecord,
  ProviderTransactionRecord,
  UserRecord,
} from '../../services/db';
import type { CatalogueRecord } from '../catalogue/records';
import { recordWager, wagerTables, type WagerSource } from '../wagers';
import { decimalsOf } from '../games/records';
import { txValue } from '../games/tx';
import { balanceKindOf } from './funding';
import type { MoneyCall } from './params';
import { WalletRefusal } from './params';
import { finishRound, openRound, roundKeyOf } from './rounds';

export interface MoneyResult {
  answer: ProviderTransactionRecord['answer'];
  /** The bet record a finishing win wrote (announced once the transaction committed). */
  bet: BetRow | null;
  /** The bet's owner, read in the same transaction: the feed names them. */
  owner?: UserRecord;
}

interface Step {
  ctx: SimContext;
  tx: MoneyTx;
  call: MoneyCall;
  game: CatalogueRecord;
}

const change = (session: ProviderSessionRecord, ref: string) => ({
  userId: session.userId,
  currency: session.currency,
  kind: balanceKindOf(session),
  ref,
});

/** The balance now, inside the transaction (for callbacks that move no money). */
const balanceNow = (ctx: SimContext, session: ProviderSessionRecord) =>
  ctx.ledger
    .balance(session.userId, session.currency, balanceKindOf(session))
    .then((record) => record?.amount ?? 0);

/** Writes the accepted transaction and answers the balance after, with the operator's id for it. */
function record(
  { ctx, call }: Step,
  fields: Pick<ProviderTransactionRecord, 'amount' | 'betTransactionId'>,
  balanceAfter: number,
): PromiseLike<ProviderTransactionRecord['answer']> {
  const answer = {
    balance: fromMinor(balanceAfter, decimalsOf(call.session.currency)),
    transaction_id: ctx.newId(),
  };
  const row: ProviderTransactionRecord = {
    transactionId: call.transactionId,
    action: call.action,
    sessionId: call.session.token,
    userId: call.session.userId,
    currency: call.session.currency,
    roundKey: roundKeyOf(call.session, call.roundId),
    refunded: false,
    at: ctx.clock.now(),
    answer,
    ...fields,
  };
  return ctx.db.providerTransactions.add(row).then(() => answer);
}

/** The provider's kinds as the bonus rules see them: reel slots and instant games, the live tables, poker. */
const sourceOf = (game: CatalogueRecord): WagerSource =>
  game.kind === 'poker'
    ? 'poker'
    : game.kind === 'slot' || game.kind === 'instant'
      ? 'slots'
      : game.kind === 'original'
        ? 'originals'
        : 'live';

const wager = (step: Step, round: ProviderRoundRecord, stake: number) =>
  recordWager(step.ctx, step.tx, {
    userId: round.userId,
    currency: round.currency,
    demo: round.demo,
    stake,
    at: step.ctx.clock.now(),
    pricedAt: round.startedAt,
    source: sourceOf(step.game),
  });

function bet(step: Step): PromiseLike<MoneyResult> {
  const { ctx, tx, call } = step;
  return openRound(ctx, call.session, call.roundId).then((round) => {
    if (round.betId) throw new WalletRefusal('ROUND_CLOSED', 'The round is already finished');
    return tx
      .apply({ ...change(call.session, call.transactionId), delta: -call.amount, reason: 'provider_bet' })
      .then((after) =>
        ctx.db.providerRounds
          .put({ ...round, stake: round.stake + call.amount })
          .then(() => wager(step, round, call.amount))
          .then(() => record(step, { amount: call.amount, betTransactionId: null }, after.amount)),
      )
      .then((answer) => ({ answer, bet: null }));
  });
}

function win(step: Step): PromiseLike<MoneyResult> {
  const { ctx, tx, call, game } = step;
  return openRound(ctx, call.session, call.roundId).then((round) => {
    if (round.betId) throw new WalletRefusal('ROUND_CLOSED', 'The round is already finished');
    const credited =
      call.amount > 0
        ? tx
            .apply({
              ...change(call.session, call.transactionId),
              delta: call.amount,
              reason: 'provider_win',
            })
            .then((after) => after.amount)
        : balanceNow(ctx, call.session);
    const played = { ...round, payout: round.payout + call.amount };
    return credited.then((after) =>
      (call.finished
        ? finishRound(ctx, played, game)
        : ctx.db.providerRounds.put(played).then(() => null)
      ).then((written) =>
        (written ? ctx.db.users.get(written.userId) : txValue(undefined)).then((owner) =>
          record(step, { amount: call.amount, betTransactionId: null }, after).then((answer) => ({
            answer,
            bet: written,
            owner,
          })),
        ),
      ),
    );
  });
}

/** Takes a bet back once; a refund of an unknown or already refunded bet is answered as done, with no money. */
function refund(step: Step): PromiseLike<MoneyResult> {
  const { ctx, tx, call } = step;
  const nothing = () =>
    balanceNow(ctx, call.session)
      .then((balance) => record(step, { amount: 0, betTransactionId: call.betTransactionId }, balance))
      .then((answer) => ({ answer, bet: null }));
  return ctx.db.providerTransactions
    .where('transactionId')
    .equals(call.betTransactionId ?? '')
    .first()
    .then((original) => {
      if (
        !original ||
        original.action !== 'bet' ||
        original.refunded ||
        original.sessionId !== call.session.token
      )
        return nothing();
      return tx
        .apply({
          ...change(call.session, call.transactionId),
          delta: original.amount,
          reason: 'provider_refund',
        })
        .then((after) =>
          ctx.db.providerTransactions
            .update(original.id!, { refunded: true })
            .then(() => ctx.db.providerRounds.get(original.roundKey))
            .then((round) => {
              if (!round || round.betId) return undefined;
              return ctx.db.providerRounds
                .put({ ...round, stake: round.stake - original.amount })
                .then(() => wager(step, round, -original.amount));
            })
            .then(() =>
              record(
                step,
                { amount: original.amount, betTransactionId: original.transactionId },
                after.amount,
              ),
            ),
        )
        .then((answer) => ({ answer, bet: null }));
    });
}

const STEPS = { bet, win, refund };

/** Runs a money callback: the stored answer for a transaction id seen before, else the callback's work. */
export function moveMoney(ctx: SimContext, call: MoneyCall, game: CatalogueRecord): Promise<MoneyResult> {
  const { db } = ctx;
  return ctx.ledger.transact(
    [db.providerTransactions, db.providerRounds, db.bets, ...wagerTables(db)],
    (tx) =>
      Promise.resolve(
        db.providerTransactions
          .where('transactionId')
          .equals(call.transactionId)
          .first()
          .then((seen) =>
            seen
              ? txValue<MoneyResult>({ answer: seen.answer, bet: null })
              : STEPS[call.action]({ ctx, tx, call, game }),
          ),
      ),
  );
}
