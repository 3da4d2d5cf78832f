/**
 * The operator's side of the provider's webhook: what a verification status means for the player's fields
 * (platform.md §3), and the event on the player's private channel that makes the client refresh the user.
 */
import { userChannel } from '@contract/index';
import { KYC_EVENTS, type KycStatus, type KycUpdate } from '@contract/kyc';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';

/** The user fields after the provider reported `status`; written in the caller's transaction. */
function userFieldsFor(status: KycStatus, verificationId: string): Partial<UserRecord> {
  switch (status) {
    case 'pending':
      return { kyc_verification_status: 'pending', kyc_verification_id: verificationId };
    case 'verified':
      // Verified, nothing is required any more: the withdrawal the KYC threshold refused now passes.
      return {
        is_kyc_verified: true,
        is_kyc_required: false,
        kyc_verification_status: null,
        kyc_verification_form_url: null,
      };
    case 'rejected':
      // The requirement stays; the player may start a new verification with a new form.
      return { kyc_verification_status: null, kyc_verification_form_url: null };
  }
}

/** Applies a callback of the provider to its player (inside the caller's transaction over users). */
export async function applyProviderCallback(
  ctx: SimContext,
  userId: string,
  update: KycUpdate,
): Promise<void> {
  await ctx.db.users.update(userId, userFieldsFor(update.status, update.verification_id));
}

/** Tells the player's client, once the change is committed. */
export function announceKyc(ctx: SimContext, userId: string, update: KycUpdate): void {
  ctx.broadcaster.emit(userChannel(userId), KYC_EVENTS.update, update);
}
