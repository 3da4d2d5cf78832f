/**
 * Bonus balances (community.md §4, §7, §9): POST /api/bonusBalance lists the player's active bonuses, and
 * POST /api/cancelBonus gives one up. A bonus's frozen value is the part not yet unlocked by wagering:
 * value × (1 − wagered/required), so the displayed balance (real + value − frozenValue) grows as the player
 * plays, and the whole value moves to the real balance when the requirement is met (wagering.ts).
 */
import { BONUS_ERRORS, HTTP, fromMinor, type Bonus, type OkAnswer } from '@contract/index';
import { cancelBonusBodySchema } from '@contract/promotions-schemas';
import { findCurrency, type SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import type { BonusRecord } from '../../services/db-promotions';
import { HttpError } from '../../services/http-error';
import { microToUsd } from '../../services/usd';
import { parseBody } from '../../services/validation';
import { txValue } from '../games/tx';
import { isDepositBonusSource } from './deposit-grant';
import { welcomeStateKey } from './offer';

/** The minor units still frozen: all of it before any wager, none once the requirement is met. */
export function frozenMinor(bonus: BonusRecord): number {
  if (bonus.requiredMicroUsd <= 0) return 0;
  const left = Math.max(0, bonus.requiredMicroUsd - bonus.wageredMicroUsd);
  return Math.round(bonus.value * (left / bonus.requiredMicroUsd));
}

export function toWireBonus(bonus: BonusRecord): Bonus {
  const decimals = findCurrency(bonus.currency)?.decimals ?? 8;
  return {
    _id: bonus._id,
    currency: bonus.currency,
    value: fromMinor(bonus.value, decimals),
    frozenValue: fromMinor(frozenMinor(bonus), decimals),
    name: bonus.name,
    wagerRequirement: microToUsd(bonus.requiredMicroUsd),
    wagered: microToUsd(Math.min(bonus.wageredMicroUsd, bonus.requiredMicroUsd)),
    multiplier: bonus.multiplier,
    createdAt: bonus.createdAt,
  };
}

/** The player's active bonuses, oldest first. */
export async function activeBonuses(ctx: SimContext, userId: string): Promise<Bonus[]> {
  const rows = await ctx.db.bonuses.where('[userId+status]').equals([userId, 'active']).sortBy('createdAt');
  return rows.map(toWireBonus);
}

const unknownBonus = () =>
  new HttpError(HTTP.badRequest, BONUS_ERRORS.unknown.code, BONUS_ERRORS.unknown.message);

/**
 * Cancels one of the player's active bonuses: its value leaves the bonus balance (reason 'bonus_cancel'), in
 * the transaction that marks it cancelled. A cancelled deposit bonus is not offered again.
 */
export async function cancelBonus(ctx: SimContext, user: UserRecord, raw: unknown): Promise<OkAnswer> {
  const { id } = parseBody(cancelBonusBodySchema, raw);
  const { db } = ctx;
  await ctx.ledger.transact([db.bonuses, db.depositBonusStates], (tx) =>
    db.bonuses.get(id).then((bonus) => {
      // Re-read inside the transaction: a wager may have converted it since the call came in.
      if (!bonus || bonus.userId !== user._id || bonus.status !== 'active') throw unknownBonus();
      const cancelled: BonusRecord = { ...bonus, status: 'cancelled', endedAt: ctx.clock.now() };
      const change = { userId: user._id, currency: bonus.currency, kind: 'bonus' as const, ref: bonus._id };
      return tx
        .apply({ ...change, delta: -bonus.value, reason: 'bonus_cancel' })
        .then(() => db.bonuses.put(cancelled))
        .then(() =>
          isDepositBonusSource(bonus.source)
            ? db.depositBonusStates.update(welcomeStateKey(user._id), { cancelled: true })
            : txValue(0),
        );
    }),
  );
  return { success: true };
}
