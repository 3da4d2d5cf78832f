/**
 * A real provider receives the form on its own server and calls the operator's webhook; the operator's page
 * only hears that the applicant submitted. The simulated provider's backend lives in the sim, which no
 * outside server can call, so in sim mode this page hands it the submission through the QA control
 * (control.kycProviderSubmit), standing for the provider's own upload. Against the real API it does nothing.
 */
import type { KycProviderSubmission } from '@contract/kyc';
import { currentHarness } from '../sim-panel/harness';

export async function forwardToProvider(submission: KycProviderSubmission): Promise<void> {
  await currentHarness()?.control.kycProviderSubmit(submission);
}
