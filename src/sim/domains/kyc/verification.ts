/**
 * POST /api/kycaid/verification {external_applicant_id}: the operator asks the provider for a verification
 * form for the signed-in player and answers its `data.form_url`. The applicant id is the player's own id; any
 * other, or none, is the catalogue's 'Something went wrong'. A verified player and one whose documents are
 * being checked are refused with the other two texts. An open form (handed out, not yet submitted) is handed
 * out again rather than a second one.
 */
import { HTTP } from '@contract/index';
import { KYC_CODES, KYC_TEXTS, kycFormUrl, type KycVerificationAnswer } from '@contract/kyc';
import { kycVerificationBodySchema } from '@contract/kyc-schemas';
import type { SimContext } from '../../context';
import type { KycVerificationRecord, UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';

const refusal = (key: keyof typeof KYC_CODES) =>
  new HttpError(HTTP.badRequest, KYC_CODES[key], KYC_TEXTS[key]);

export async function startVerification(
  ctx: SimContext,
  user: UserRecord,
  body: unknown,
): Promise<KycVerificationAnswer> {
  const { external_applicant_id } = parseBody(kycVerificationBodySchema, body);
  if (external_applicant_id !== user._id) throw refusal('failed');
  const { db } = ctx;
  return db.transaction('rw', db.users, db.kycVerifications, async () => {
    // Read again inside the transaction: the webhook may have changed the player since the call came in.
    const player = await db.users.get(user._id);
    if (!player) throw refusal('failed');
    if (player.is_kyc_verified) throw refusal('alreadyVerified');
    if (player.kyc_verification_status === 'pending') throw refusal('pending');
    const open = await db.kycVerifications
      .where('userId')
      .equals(player._id)
      .filter((record) => record.status === 'open')
      .first();
    const record: KycVerificationRecord = open ?? {
      _id: ctx.newId(),
      userId: player._id,
      status: 'open',
      createdAt: ctx.clock.now(),
      submission: null,
      submittedAt: null,
      verdictAt: null,
      reason: null,
    };
    const form_url = kycFormUrl(record._id);
    if (!open) await db.kycVerifications.add(record);
    await db.users.update(player._id, {
      kyc_verification_id: record._id,
      kyc_verification_form_url: form_url,
    });
    return { data: { form_url } };
  });
}
