/** Shared steps of the KYC tests: the verification call, the provider's form submitted, the player's fields. */
import { expect } from 'vitest';
import { HTTP, type ApiErrorBody, type User } from '@contract/index';
import {
  KYC_FORM_PARAM,
  type KycDocumentSample,
  type KycProviderSubmission,
  type KycVerificationAnswer,
} from '@contract/kyc';
import type { Account, World } from '../world';

export const startVerification = (world: World, account: Account, applicantId = account.user._id) =>
  world.call<KycVerificationAnswer & ApiErrorBody>(
    'POST',
    '/api/kycaid/verification',
    { external_applicant_id: applicantId },
    account.token,
  );

/** The form id of a form_url (what the provider's page reads from its address). */
export const formIdOf = (formUrl: string) =>
  new URL(formUrl, 'http://operator.example').searchParams.get(KYC_FORM_PARAM)!;

export const submission = (
  formId: string,
  sample: KycDocumentSample = 'passport',
): KycProviderSubmission => ({
  form_id: formId,
  id_document: { type: sample === 'id_card' ? 'id_card' : 'passport', sample },
  selfie: { sample: 'sample' },
});

/** Starts a verification and submits its form with `sample`, as the frame does in sim mode. */
export async function submitForm(world: World, account: Account, sample: KycDocumentSample = 'passport') {
  const started = await startVerification(world, account);
  expect(started.status).toBe(HTTP.ok);
  const formId = formIdOf(started.body.data.form_url);
  expect(await world.sim.control.kycProviderSubmit(submission(formId, sample))).toEqual({
    status: 'pending',
  });
  return formId;
}

export async function me(world: World, account: Account): Promise<User> {
  const reply = await world.call<User>('GET', '/api/user', undefined, account.token);
  expect(reply.status).toBe(HTTP.ok);
  return reply.body;
}
