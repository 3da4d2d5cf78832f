/** Request schemas of KYC (kyc.ts): the verification call and the emulated provider's submission. */
import * as z from 'zod/mini';
import { KYC_DOCUMENT_SAMPLES, KYC_SELFIE_SAMPLES, KYC_TEXTS } from './kyc';

/** A missing or empty applicant id is the catalogue's generic KYC text. */
export const kycVerificationBodySchema = z.object({
  external_applicant_id: z.string(KYC_TEXTS.failed).check(z.trim(), z.minLength(1, KYC_TEXTS.failed)),
});
export type KycVerificationBody = z.input<typeof kycVerificationBodySchema>;

const fileName = z.optional(z.string().check(z.maxLength(200)));

export const kycSubmissionSchema = z.object({
  form_id: z.string().check(z.minLength(1), z.maxLength(64)),
  id_document: z.object({
    type: z.enum(['passport', 'id_card']),
    sample: z.enum([...KYC_DOCUMENT_SAMPLES, 'upload']),
    file_name: fileName,
  }),
  selfie: z.object({ sample: z.enum(KYC_SELFIE_SAMPLES), file_name: fileName }),
});
