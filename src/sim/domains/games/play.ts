/**
 * Play (platform.md §4, §7, §8): after the checks of validation.ts, one ledger transaction over bets, seed
 * pairs and open games reads the owner's active pair, draws the outcome with verifyBet, runs the engine,
 * debits the stake, credits a settled payout, increments the nonce, writes the bet and, for an extended game
 * going on, its open state. A refusal anywhere (an open game, too little balance, an engine's rule) aborts
 * the whole transaction: nothing is written. The live feed hears of a settled bet once it has committed.
 */
import { fromMinor, verifyBet, type PlayAnswer } from '@contract/index';
import type { SimContext } from '../../context';
import type { BetRow, OpenGameRecord, UserRecord } from '../../services/db';
import type { RoundStep } from '../../games/engine';
import { asWireError, engineCall, notEnoughBalance, playError } from './errors';
import { ensureGuestUser, topUpGuest } from './guest';
import { originalsSource, recordWager, wagerTables } from '../wagers';
import { announceBet } from './live-feed';
import { betTags, gameState } from './records';
import { defaultClientSeed, ensurePairs } from './seeds';
import { planPlay, type PlayPlan } from './validation';
import { canBeFinished, settles, statusOf } from './turns';

async function guestOwner(ctx: SimContext, plan: PlayPlan): Promise<UserRecord> {
  const guest = await ensureGuestUser(ctx);
  // The guest's demo balance is topped up whenever it is zero, so that a guest can always play.
  await topUpGuest(ctx, [plan.currency]);
  return guest;
}

/** The owner, their open game and their balance, read in one transaction (the crowd plays thousands of rounds). */
async function readBeforePlay(ctx: SimContext, plan: PlayPlan) {
  const { db, ledger } = ctx;
  // A guest is made and topped up on their first round (writes), and the balance is read after the top-up.
  const owner = plan.guest ? await guestOwner(ctx, plan) : undefined;
  const read = () =>
    Promise.all([
      owner ?? db.users.get(plan.ownerId),
      db.openGames.get(plan.ownerId),
      ledger.balance(plan.ownerId, plan.currency.id, plan.kind),
    ]);
  return db.transaction('r', db.users, db.openGames, db.balances, read);
}

export async function playGame(ctx: SimContext, userId: string | null, raw: unknown): Promise<PlayAnswer> {
  const plan = planPlay(ctx.prices, userId, raw);
  const { db, ledger } = ctx;
  const [owner, open, balance] = await readBeforePlay(ctx, plan);
  if (!owner) throw playError('-2');
  if (open) throw playError('-6');
  if ((balance?.amount ?? 0) < plan.wager) throw notEnoughBalance();

  const betId = ctx.newId();
  const clientSeed = defaultClientSeed(ctx, owner.client_seed);
  let written: { row: BetRow; step: RoundStep<unknown, unknown>; balance: number };
  try {
    written = await ledger.transact([db.bets, db.seedPairs, db.openGames, ...wagerTables(db)], (tx) =>
      db.openGames
        .get(plan.ownerId)
        .then((open) => {
          if (open) throw playError('-6');
          return ensurePairs(ctx, plan.ownerId, clientSeed);
        })
        .then(({ active }) => {
          const { outcome } = verifyBet(plan.game, active);
          const step = engineCall(() =>
            plan.module.engine.play({ wager: plan.wager, data: plan.data, outcome }),
          ) as RoundStep<unknown, unknown>;
          if (step.type === 'fail' || step.stake !== plan.wager) throw playError('-4');
          const settled = settles(step);
          const now = ctx.clock.now();
          const base: Omit<BetRow, 'number' | 'tags'> = {
            id: betId,
            userId: plan.ownerId,
            game: plan.game,
            currency: plan.currency.id,
            demo: plan.demo,
            wager: plan.wager,
            stake: step.stake,
            payout: step.payout,
            status: statusOf(step),
            seedPairId: active.id,
            serverSeedHash: active.serverSeedHash,
            clientSeed: active.clientSeed,
            nonce: active.nonce,
            createdAt: now,
            settledAt: settled ? now : null,
            view: settled ? (plan.module.engine.reveal?.(step.state) ?? step.view) : step.view,
          };
          const change = { userId: plan.ownerId, currency: plan.currency.id, kind: plan.kind, ref: betId };
          return tx
            .apply({ ...change, delta: -step.stake, reason: 'bet' })
            .then((after) =>
              settled && step.payout > 0 ? tx.apply({ ...change, delta: step.payout, reason: 'win' }) : after,
            )
            .then((after) =>
              db.seedPairs
                .update(active.id, { nonce: active.nonce + 1 })
                .then(() =>
                  recordWager(ctx, tx, {
                    ...change,
                    demo: plan.demo,
                    stake: step.stake,
                    at: now,
                    source: originalsSource(plan.game),
                  }),
                )
                .then(() => db.bets.add({ ...base, tags: betTags(ctx.prices, base) }))
                .then((number) => {
                  const row: BetRow = { ...base, number, tags: betTags(ctx.prices, base) };
                  if (settled) return { row, step, balance: after.amount };
                  const open: OpenGameRecord = {
                    userId: plan.ownerId,
                    betId,
                    betNumber: number,
                    game: plan.game,
                    currency: plan.currency.id,
                    demo: plan.demo,
                    quick: plan.quick,
                    wager: plan.wager,
                    stake: step.stake,
                    payout: step.payout,
                    state: step.state,
                    view: step.view,
                    startedAt: now,
                  };
                  return db.openGames.add(open).then(() => ({ row, step, balance: after.amount }));
                }),
            );
        }),
    );
  } catch (error) {
    throw asWireError(error);
  }

  const { row, step } = written;
  announceBet(ctx, row, owner);
  const inProgress = row.status === 'in-progress';
  return {
    game: gameState({ ...row, game: plan.game, quick: plan.quick }),
    type: plan.info.extended ? 'extended' : null,
    id: row.id,
    canBeFinished: inProgress && canBeFinished(plan.module, step.state),
    data: row.view,
    balance: fromMinor(written.balance, plan.currency.decimals),
  };
}
