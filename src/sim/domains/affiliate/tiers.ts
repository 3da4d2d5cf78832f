/** The affiliate's commission percent by how many players it brought (AFFILIATE.tiers, top AFFILIATE.maxPercent). */
import { AFFILIATE, RAKEBACK } from '@contract/promotions';
import type { SimContext } from '../../context';

export function tierPercent(referrals: number): number {
  let percent = 0;
  for (const tier of AFFILIATE.tiers) if (referrals >= tier.minReferrals) percent = tier.percent;
  return Math.min(percent, AFFILIATE.maxPercent);
}

/**
 * The commission a stake earns, micro-dollars: the house's expected revenue of it (RAKEBACK.houseEdge, the
 * same edge rakeback counts on) times the affiliate's percent. Negative for a refunded stake.
 */
export const commissionOf = (stakeMicroUsd: number, percent: number) =>
  Math.round((stakeMicroUsd * RAKEBACK.houseEdge * percent) / 100);

/**
 * The players `affiliateId` brought (users.invitedBy, indexed since db version 21), as a collection to count or
 * read. Works inside a transaction over db.users.
 */
export const referralsOf = (ctx: SimContext, affiliateId: string) =>
  ctx.db.users.where('invitedBy').equals(affiliateId);
