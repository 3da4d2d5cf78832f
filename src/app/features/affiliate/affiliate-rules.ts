/**
 * The affiliate programme's figures the page works out: the referral link (`?c=CODE`, what the app captures at
 * load, router/referral.ts), the tier a number of referred players reaches and how many more the next needs.
 */
import { AFFILIATE, REFERRAL_QUERY } from '@contract/index';

/** `${origin}/?c=CODE`: any page of the site with the code captures it; the home is the one to share. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/?${REFERRAL_QUERY}=${encodeURIComponent(code)}`;

export type AffiliateTier = (typeof AFFILIATE.tiers)[number];

/** The index of the highest tier `referrals` reaches (tiers are listed from the lowest). */
export function tierIndexFor(referrals: number): number {
  let reached = 0;
  AFFILIATE.tiers.forEach((tier, index) => {
    if (referrals >= tier.minReferrals) reached = index;
  });
  return reached;
}

/** The next tier and the referred players still missing for it; null at the top tier. */
export function nextTier(referrals: number): { tier: AffiliateTier; missing: number } | null {
  const tier = AFFILIATE.tiers[tierIndexFor(referrals) + 1];
  return tier ? { tier, missing: tier.minReferrals - referrals } : null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Commission and wagers: dollars to 2 decimals. */
export const formatUsd = (amount: number) => usd.format(amount);

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
export const formatJoinedAt = (at: number) => day.format(at);
