/** The affiliate's commission: a referred player's wager accrues to the player who invited them (domains/wagers). */
import type { SimContext } from '../../context';
import type { CommissionRecord } from '../../services/db-promotions';
import { txValue } from '../games/tx';
import type { ValuedWager } from '../wagers';
import { commissionOf, referralsOf, tierPercent } from './tiers';

const emptyCommission = (affiliateId: string, userId: string): CommissionRecord => ({
  affiliateId,
  userId,
  wageredMicroUsd: 0,
  pendingMicroUsd: 0,
  paidMicroUsd: 0,
});

/**
 * Inside the bet's transaction; chains on Dexie's promises only. The stake is valued at its round's start,
 * so that a refund takes back what it added (never below zero: what was paid stays paid).
 */
export function countAffiliateWager(ctx: SimContext, wager: ValuedWager): PromiseLike<unknown> {
  const micro = wager.microUsd;
  if (micro === 0) return txValue(undefined);
  const { db } = ctx;
  return db.users.get(wager.userId).then((user) => {
    const affiliateId = user?.invitedBy;
    if (!affiliateId) return undefined;
    const key: [string, string] = [affiliateId, wager.userId];
    return referralsOf(ctx, affiliateId)
      .count()
      .then((referrals) =>
        db.commissions.get(key).then((stored) => {
          const entry = stored ?? emptyCommission(affiliateId, wager.userId);
          return db.commissions.put({
            ...entry,
            wageredMicroUsd: Math.max(0, entry.wageredMicroUsd + micro),
            pendingMicroUsd: Math.max(0, entry.pendingMicroUsd + commissionOf(micro, tierPercent(referrals))),
          });
        }),
      );
  });
}
