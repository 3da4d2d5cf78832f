/** Where a player stands with KYC, from the user's fields (platform.md §3). */
import type { User } from '@contract/index';

export type KycStanding = 'verified' | 'pending' | 'required' | 'unverified';

export function kycStanding(
  user: Pick<User, 'is_kyc_verified' | 'kyc_verification_status' | 'is_kyc_required'>,
) {
  if (user.is_kyc_verified) return 'verified' as const;
  if (user.kyc_verification_status === 'pending') return 'pending' as const;
  return user.is_kyc_required ? ('required' as const) : ('unverified' as const);
}

export const KYC_STANDING_LABELS: Record<KycStanding, string> = {
  verified: 'Verified',
  pending: 'Under review',
  required: 'Required',
  unverified: 'Not verified',
};
