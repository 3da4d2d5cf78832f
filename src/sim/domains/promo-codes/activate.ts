/**
 * Activating a promo code (POST /api/promocode/activate, and the banners' activation): one ledger transaction
 * reads what the rules need (checks.ts), refuses with the first rule broken (nothing written), else records
 * the activation, counts the code's use (storing an own code on its first use) and gives the reward.
 */
import { activatePromoBodySchema } from '@contract/promotions-schemas';
import type { PromoActivation } from '@contract/promotions';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import type { PromoCodeRecord } from '../../services/db-promotions';
import { parseBody } from '../../services/validation';
import { notify } from '../rewards/notifications';
import { refusalOf, utcDay, type ActivationFacts } from './checks';
import { promoError } from './errors';
import { findCode } from './lookup';
import { DEPOSIT_CURRENCY, applyReward, rewardTables, rewardText } from './rewards';
import { ensureCodesSeeded } from './seed';

function gatherFacts(ctx: SimContext, userId: string, typed: string): PromiseLike<ActivationFacts | null> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const [dayStart, dayEnd] = utcDay(now);
  return db.users.get(userId).then((player) => {
    if (!player) return null;
    return findCode(ctx, typed).then((record) =>
      db.promoActivations.get([record?.code ?? '', userId]).then((used) =>
        db.promoActivations
          .where('[userId+at]')
          .between([userId, dayStart], [userId, dayEnd], true, false)
          .count()
          .then((activationsToday) => ({ record, player, usedBefore: !!used, activationsToday, now })),
      ),
    );
  });
}

/** The activation's answer: the message, the reward and, for a deposit-bonus code, where to deposit. */
export function activationAnswer(record: PromoCodeRecord): PromoActivation {
  return {
    message: `Promo code ${record.code} activated: ${rewardText(record.reward)}`,
    reward: record.reward,
    deposit: record.reward.kind === 'depositBonus' ? { currency: DEPOSIT_CURRENCY } : null,
  };
}

/** Activates `typed` for `user`; a refusal throws the PROMO_ERRORS HttpError and writes nothing. */
export async function activateCode(
  ctx: SimContext,
  user: UserRecord,
  typed: string,
): Promise<PromoCodeRecord> {
  await ensureCodesSeeded(ctx);
  const { db, ledger } = ctx;
  return ledger.transact(
    [db.promoCodes, db.promoActivations, ...rewardTables(ctx)],
    (tx) =>
      gatherFacts(ctx, user._id, typed).then((facts) => {
        const refusal = facts ? refusalOf(facts) : 1;
        if (refusal !== null || !facts?.record) throw promoError(refusal ?? 1);
        const record: PromoCodeRecord = { ...facts.record, uses: facts.record.uses + 1 };
        return db.promoActivations
          .add({ code: record.code, userId: user._id, at: facts.now })
          .then(() => db.promoCodes.put(record))
          .then(() => applyReward(ctx, tx, user._id, record))
          .then(() =>
            notify(ctx, tx, user._id, 'gift', `Promo code ${record.code}: ${rewardText(record.reward)}`),
          )
          .then(() => record);
      }) as Promise<PromoCodeRecord>,
  );
}

export async function activatePromo(
  ctx: SimContext,
  user: UserRecord,
  raw: unknown,
): Promise<PromoActivation> {
  const { code } = parseBody(activatePromoBodySchema, raw);
  return activationAnswer(await activateCode(ctx, user, code));
}
