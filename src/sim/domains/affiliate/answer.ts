/** POST /api/affiliate (extension): the caller's code, tier, the players they brought and their commission. */
import type { AffiliateAnswer, AffiliateReferral } from '@contract/promotions';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { microToUsd } from '../../services/usd';
import { nextPayoutAt } from './payout';
import { referralsOf, tierPercent } from './tiers';

export async function affiliateAnswer(ctx: SimContext, user: UserRecord): Promise<AffiliateAnswer> {
  const [referred, commissions, nextAt] = await Promise.all([
    referralsOf(ctx, user._id).toArray(),
    ctx.db.commissions.where('affiliateId').equals(user._id).toArray(),
    nextPayoutAt(ctx),
  ]);
  const byPlayer = new Map(commissions.map((row) => [row.userId, row]));
  const referrals = referred
    .map((player): AffiliateReferral => {
      const row = byPlayer.get(player._id);
      return {
        name: player.name,
        avatar: player.avatar,
        joinedAt: Date.parse(player.created_at),
        wageredUsd: microToUsd(row?.wageredMicroUsd ?? 0),
        commissionUsd: microToUsd((row?.pendingMicroUsd ?? 0) + (row?.paidMicroUsd ?? 0)),
      };
    })
    // Newest first, as a list of sign-ups reads.
    .sort((a, b) => b.joinedAt - a.joinedAt);
  const sum = (pick: (row: (typeof commissions)[number]) => number) =>
    commissions.reduce((total, row) => total + pick(row), 0);
  return {
    // The code is the login: the parameter c of the referral link and the invite code at sign-up.
    code: user.name,
    percent: tierPercent(referred.length),
    referrals,
    paidUsd: microToUsd(sum((row) => row.paidMicroUsd)),
    pendingUsd: microToUsd(sum((row) => row.pendingMicroUsd)),
    nextPayoutAt: nextAt,
  };
}
