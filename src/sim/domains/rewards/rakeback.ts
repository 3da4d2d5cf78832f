/**
 * Rakeback (community.md §6 and §7): real wagers accrue it per currency (wagers.ts); the player sees the
 * percent and the cooldown (POST /api/data/promotions/rakeback) and what is claimable (POST /api/data/rakeback),
 * and claims every currency's whole minor units at once (POST /api/data/claimRakeback) through the ledger in
 * one transaction; the fractions stay to grow. A claim starts a 4-hour cooldown.
 */
import {
  CODES,
  HTTP,
  RAKEBACK,
  RAKEBACK_TEXTS,
  fromMinor,
  type OkAnswer,
  type RakebackEntry,
  type RakebackInfo,
} from '@contract/index';
import { findCurrency, type SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import type { RakebackAccrualRecord } from '../../services/db-promotions';
import { HttpError } from '../../services/http-error';
import { inSequence, txValue } from '../games/tx';
import { notify } from './notifications';
import { readRewardState, updateRewardState } from './state';
import { MICRO_PER_MINOR, rakebackPercent } from './wagers';

export const RAKEBACK_REASON = 'rakeback';

const decimalsOf = (currency: string) => findCurrency(currency)?.decimals ?? 8;
const wholeMinor = (row: RakebackAccrualRecord) => Math.floor(row.microMinor / MICRO_PER_MINOR);

const accruals = (ctx: SimContext, userId: string) =>
  ctx.db.rakebackAccruals.where('userId').equals(userId).toArray();

export async function rakebackInfo(ctx: SimContext, user: UserRecord): Promise<RakebackInfo> {
  const state = await readRewardState(ctx.db, user._id);
  const next =
    state.rakebackNextAt !== null && state.rakebackNextAt > ctx.clock.now() ? state.rakebackNextAt : null;
  return { percent: rakebackPercent(state.rakebackBoost), next };
}

/** What a claim would pay now, per currency in wire decimals; currencies under one minor unit are left out. */
export async function rakebackList(ctx: SimContext, user: UserRecord): Promise<RakebackEntry[]> {
  return (await accruals(ctx, user._id))
    .filter((row) => wholeMinor(row) > 0)
    .map((row) => ({ id: row.currency, value: fromMinor(wholeMinor(row), decimalsOf(row.currency)) }));
}

const refusal = (message: string) => new HttpError(HTTP.badRequest, CODES.generic, message);

export async function claimRakeback(ctx: SimContext, user: UserRecord): Promise<OkAnswer> {
  const { db, ledger } = ctx;
  const now = ctx.clock.now();
  const ref = `rakeback-${user._id}-${now}`;
  await ledger.transact([db.rakebackAccruals, db.rewardStates, db.notifications], (tx) =>
    txValue(user._id)
      .then((userId) => readRewardState(db, userId))
      .then((state) => {
        if (state.rakebackNextAt !== null && state.rakebackNextAt > now)
          throw refusal(RAKEBACK_TEXTS.cooldown);
        return db.rakebackAccruals.where('userId').equals(user._id).toArray();
      })
      .then((rows) => {
        const paid = rows.filter((row) => wholeMinor(row) > 0);
        if (paid.length === 0) throw refusal(RAKEBACK_TEXTS.nothing);
        const text = paid
          .map(
            (row) => `${fromMinor(wholeMinor(row), decimalsOf(row.currency))} ${row.currency.toUpperCase()}`,
          )
          .join(', ');
        return inSequence(paid, (row) =>
          tx
            .apply({
              userId: user._id,
              currency: row.currency,
              kind: 'real',
              delta: wholeMinor(row),
              reason: RAKEBACK_REASON,
              ref,
            })
            .then(() => db.rakebackAccruals.put({ ...row, microMinor: row.microMinor % MICRO_PER_MINOR })),
        )
          .then(() => updateRewardState(db, user._id, () => ({ rakebackNextAt: now + RAKEBACK.cooldownMs })))
          .then(() => notify(ctx, tx, user._id, 'rakeback', `Rakeback claimed: ${text}`));
      }),
  );
  return { success: true, message: RAKEBACK_TEXTS.claimed };
}
