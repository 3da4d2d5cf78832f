/**
 * KYC (platform.md §2 "KYC info and KYC frame", §3 User is_kyc_*, §4 "KYC", §7 kycaid/verification, §8 KYC
 * texts): the texts, codes, the event on the player's private channel, the emulated provider's messages and
 * its rules. Imported as @contract/kyc (not through the index), so the sim worker loads it with its KYC chunk.
 *
 * The provider (KYCAID-like) is emulated by a page of this build (kyc-provider.html) shown in the KYC frame.
 * It talks to the operator's page by postMessage only; a real provider then tells the operator's server by its
 * webhook. In sim mode the operator's page forwards the submission to the simulated provider
 * (control.kycProviderSubmit), which calls the sim's webhook: first 'pending', later its verdict.
 */

/** The three KYC texts of §8, the only ones the client shows for the verification call. */
export const KYC_TEXTS = {
  failed: 'Something went wrong',
  alreadyVerified: 'Already KYC verified',
  pending: 'Your KYC verification is under process',
} as const;

/** Codes of our own for the refusals of `POST /api/kycaid/verification` (the spec gives texts only). */
export const KYC_CODES = { failed: 60, alreadyVerified: 61, pending: 62 } as const;

/** `POST /api/kycaid/verification` answers `data.form_url`: the provider's form, shown in the KYC frame. */
export interface KycVerificationAnswer {
  data: { form_url: string };
}

/** Where the verification stands, as the provider's webhook and the private-channel event tell it. */
export type KycStatus = 'pending' | 'verified' | 'rejected';

/** The event on the player's private channel (userChannel) whenever the provider's webhook changed the user. */
export const KYC_EVENTS = { update: 'event:kycVerification' } as const;
export interface KycUpdate {
  verification_id: string;
  status: KycStatus;
  /** Why the provider rejected the documents; null otherwise. */
  reason: string | null;
}

/** The samples the emulated provider offers for the document step (no camera or real document needed). */
export const KYC_DOCUMENT_SAMPLES = ['passport', 'id_card', 'unreadable'] as const;
export type KycDocumentSample = (typeof KYC_DOCUMENT_SAMPLES)[number];
/** The selfie step: the generated sample, or a photo the applicant picked (only its name leaves the page). */
export const KYC_SELFIE_SAMPLES = ['sample', 'upload'] as const;

/** What the applicant submitted in the provider's form: what the provider's backend receives. */
export interface KycProviderSubmission {
  /** The form's id: the last part of form_url (the verification's id). */
  form_id: string;
  id_document: { type: 'passport' | 'id_card'; sample: KycDocumentSample | 'upload'; file_name?: string };
  selfie: { sample: (typeof KYC_SELFIE_SAMPLES)[number]; file_name?: string };
}

/** postMessage from the provider's page to the page that embeds it (checked by origin and source there). */
export const KYC_PROVIDER_MESSAGE = 'kycaid:form-submitted';
export interface KycProviderMessage {
  type: typeof KYC_PROVIDER_MESSAGE;
  submission: KycProviderSubmission;
}

export const isKycProviderMessage = (data: unknown): data is KycProviderMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === KYC_PROVIDER_MESSAGE &&
  typeof (data as { submission?: unknown }).submission === 'object';

/** The page of this build that stands for the provider's form, and the query parameter naming the form. */
export const KYC_PROVIDER_PAGE = '/kyc-provider.html';
export const KYC_FORM_PARAM = 'form';
export const kycFormUrl = (formId: string) =>
  `${KYC_PROVIDER_PAGE}?${KYC_FORM_PARAM}=${encodeURIComponent(formId)}`;

/**
 * The emulated provider's rules (operator and provider choices; the spec gives none). The verdict arrives on
 * the sim clock, a seeded 2 to 5 sim minutes after the submission. It rejects exactly when a submitted image is
 * unreadable (the blurred sample), so QA gets a rejection on purpose and never by chance.
 */
export const KYC_RULES = {
  verdictDelayMs: { min: 2 * 60_000, max: 5 * 60_000 },
  unreadableReason: 'The document photo is unreadable. Please try again with a sharp photo.',
} as const;
