/**
 * The extended games after Play (platform.md §4, §7): Turn {id, data}, Finish {id} and RestoreData. The open
 * game is the owner's one row in openGames; a turn runs the engine on its stored state in one ledger
 * transaction that debits an extra stake (double, split, insurance), and on 'lose' or 'finish' credits the
 * payout, settles the bet and closes the open game. Whisper code 1 for an id that is unknown, someone else's
 * or already settled; an engine's refusal keeps its code (0 retry, 3 bad action, -4, -6).
 */
import { fromMinor, type GameId, type RestoreAnswer, type TurnAnswer } from '@contract/index';
import type { SimContext } from '../../context';
import type { GameModule, RoundStep } from '../../games/engine';
import { GAME_MODULES } from '../../games/registry';
import type { BetRow, BetStatus, OpenGameRecord, UserRecord } from '../../services/db';
import { asWireError, engineCall, invalidApiOperation, invalidGameId } from './errors';
import { originalsSource, recordWager, wagerTables } from '../wagers';
import { announceBet } from './live-feed';
import { betTags, decimalsOf, gameState } from './records';
import { GUEST_USER_ID } from './settings';
import { txValue } from './tx';
import { betIdOf, isRecord } from './validation';

type AnyStep = RoundStep<unknown, unknown>;

export const settles = (step: AnyStep) => step.type === 'lose' || step.type === 'finish';

export function statusOf(step: AnyStep): BetStatus {
  if (!settles(step)) return 'in-progress';
  return step.cancelled ? 'cancelled' : 'finished';
}

/** Whether Finish would be accepted now: the engines are pure, so a dry run tells. */
export function canBeFinished(module: GameModule<GameId>, state: unknown): boolean {
  const { finish } = module.engine;
  if (!finish) return false;
  try {
    finish(state as never);
    return true;
  } catch {
    return false;
  }
}

const moduleOf = (game: GameId) => GAME_MODULES[game] as GameModule<GameId>;

interface TurnResult {
  open: OpenGameRecord;
  step: AnyStep;
  row: BetRow | undefined;
  balance: number;
}

type Move = { kind: 'turn'; action: unknown } | { kind: 'finish' };

function runMove(module: GameModule<GameId>, open: OpenGameRecord, move: Move, allowed: number): AnyStep {
  const { engine } = module;
  if (move.kind === 'finish') {
    if (!engine.finish) throw invalidApiOperation();
    return engineCall(() => engine.finish!(open.state as never)) as AnyStep;
  }
  if (!engine.turn) throw invalidApiOperation();
  return engineCall(() => engine.turn!(open.state as never, move.action as never, allowed)) as AnyStep;
}

async function move(ctx: SimContext, userId: string | null, raw: unknown, next: Move): Promise<TurnAnswer> {
  const { db, ledger } = ctx;
  const ownerId = userId ?? GUEST_USER_ID;
  const betId = betIdOf(raw);
  if (!betId) throw invalidGameId();

  let result: TurnResult;
  try {
    result = await ledger.transact([db.bets, db.openGames, ...wagerTables(db)], (tx) =>
      db.openGames.get(ownerId).then((open) => {
        if (!open || open.betId !== betId) throw invalidGameId();
        const module = moduleOf(open.game);
        const change = {
          userId: ownerId,
          currency: open.currency,
          kind: open.demo ? 'demo' : 'real',
          ref: betId,
        } as const;
        return ledger.balance(ownerId, open.currency, change.kind).then((balance) => {
          const step = runMove(module, open, next, balance?.amount ?? 0);
          // A refused turn ('fail') changes nothing.
          if (step.type === 'fail') return { open, step, row: undefined, balance: balance?.amount ?? 0 };
          const extra = step.stake - open.stake;
          if (!Number.isSafeInteger(extra) || extra < 0) throw invalidApiOperation();
          const settled = settles(step);
          const now = ctx.clock.now();
          return (extra > 0 ? tx.apply({ ...change, delta: -extra, reason: 'bet' }) : txValue(undefined))
            .then(() =>
              recordWager(ctx, tx, {
                ...change,
                demo: open.demo,
                stake: step.cancelled ? -open.stake : extra,
                at: now,
                pricedAt: open.startedAt,
                source: originalsSource(open.game),
              }),
            )
            .then(() =>
              settled && step.payout > 0
                ? tx.apply({ ...change, delta: step.payout, reason: step.cancelled ? 'refund' : 'win' })
                : undefined,
            )
            .then(() => db.bets.get(open.betNumber))
            .then((stored) => {
              if (!stored) throw invalidGameId();
              const base: Omit<BetRow, 'tags'> = {
                ...stored,
                stake: step.stake,
                payout: step.payout,
                status: statusOf(step),
                settledAt: settled ? now : null,
                view: settled ? (module.engine.reveal?.(step.state as never) ?? step.view) : step.view,
              };
              const row: BetRow = { ...base, tags: betTags(ctx.prices, base) };
              const saveOpen = (): PromiseLike<unknown> =>
                settled
                  ? db.openGames.delete(ownerId)
                  : db.openGames.put({
                      ...open,
                      state: step.state,
                      view: step.view,
                      stake: step.stake,
                      payout: step.payout,
                    });
              return db.bets
                .put(row)
                .then(saveOpen)
                .then(() => ledger.balance(ownerId, open.currency, change.kind))
                .then((after) => ({ open, step, row, balance: after?.amount ?? 0 }));
            });
        });
      }),
    );
  } catch (error) {
    throw asWireError(error);
  }

  const { open, step, row } = result;
  if (row && row.status !== 'in-progress') {
    const owner: UserRecord | undefined = await db.users.get(ownerId);
    announceBet(ctx, row, owner);
  }
  const status = row?.status ?? 'in-progress';
  const stake = row?.stake ?? open.stake;
  const payout = row?.payout ?? open.payout;
  const inProgress = status === 'in-progress';
  return {
    game: gameState({ game: open.game, currency: open.currency, stake, payout, status, quick: open.quick }),
    type: step.type,
    id: open.betId,
    canBeFinished: inProgress && canBeFinished(moduleOf(open.game), row ? step.state : open.state),
    data: row ? row.view : open.view,
    balance: fromMinor(result.balance, decimalsOf(open.currency)),
  };
}

export const takeTurn = (ctx: SimContext, userId: string | null, raw: unknown) =>
  move(ctx, userId, raw, { kind: 'turn', action: isRecord(raw) ? raw.data : undefined });

export const finishGame = (ctx: SimContext, userId: string | null, raw: unknown) =>
  move(ctx, userId, raw, { kind: 'finish' });

/** RestoreData: the owner's unfinished extended game (only what is revealed), or null. */
export async function restoreGame(ctx: SimContext, userId: string | null): Promise<RestoreAnswer> {
  const open = await ctx.db.openGames.get(userId ?? GUEST_USER_ID);
  if (!open) return { game: null };
  return {
    game: {
      api_id: open.game,
      id: open.betId,
      bet: fromMinor(open.wager, decimalsOf(open.currency)),
      currency: open.currency,
      demo: open.demo,
      state: gameState({ ...open, status: 'in-progress', quick: true }),
      data: open.view,
    },
  };
}
