/** The verification call (platform.md §7) and the three KYC texts of §8 its failures show. */
import { ApiError } from '@contract/index';
import { KYC_CODES, KYC_TEXTS } from '@contract/kyc';
import { api } from '../../api/api';

/** Asks the operator for the provider's form; answers its URL. */
export async function requestVerificationForm(applicantId: string): Promise<string> {
  const answer = await api('POST /api/kycaid/verification', { external_applicant_id: applicantId });
  return answer.data.form_url;
}

/** Already verified and pending have their own texts; anything else is 'Something went wrong'. */
export function kycFailureText(error: unknown): string {
  if (error instanceof ApiError && error.code === KYC_CODES.alreadyVerified) return KYC_TEXTS.alreadyVerified;
  if (error instanceof ApiError && error.code === KYC_CODES.pending) return KYC_TEXTS.pending;
  return KYC_TEXTS.failed;
}

/** Whether the failure means the user's KYC fields changed meanwhile (the client's copy is out of date). */
export const isKycStateFailure = (error: unknown) =>
  error instanceof ApiError && (error.code === KYC_CODES.alreadyVerified || error.code === KYC_CODES.pending);
