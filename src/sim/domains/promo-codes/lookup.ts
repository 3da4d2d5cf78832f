/**
 * Finding a typed code: a stored one (upper case), else a player's own code, their login upper-cased (the
 * affiliate's invite code), made into a record on the fly and stored on its first activation.
 */
import { PROMO } from '@contract/promotions';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import type { PromoCodeRecord } from '../../services/db-promotions';

export const normalCode = (typed: string) => typed.trim().toUpperCase();

export function ownCode(owner: UserRecord): PromoCodeRecord {
  return {
    code: normalCode(owner.name),
    kind: 'own',
    title: `${owner.name}'s invite code`,
    reward: { kind: 'rakeback', percent: PROMO.referralRakebackBoost },
    startsAt: null,
    expiresAt: null,
    maxUses: null,
    uses: 0,
    userIds: [],
    ownerId: owner._id,
    listed: false,
  };
}

/** The code's record, or null for none. Chains on Dexie's promises (usable inside a transaction). */
export function findCode(ctx: SimContext, typed: string): PromiseLike<PromoCodeRecord | null> {
  const code = normalCode(typed);
  return ctx.db.promoCodes.get(code).then((stored) => {
    if (stored) return stored;
    return ctx.db.users
      .where('nameLower')
      .equals(code.toLowerCase())
      .first()
      .then((owner) => (owner ? ownCode(owner) : null));
  });
}
