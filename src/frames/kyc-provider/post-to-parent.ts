/** The form's one message to the page that embeds it: the applicant submitted (contract/kyc.ts). */
import { KYC_PROVIDER_MESSAGE, type KycProviderMessage, type KycProviderSubmission } from '@contract/kyc';

/**
 * The embedding page's origin: the referrer's (the operator's page that loaded the frame), else our own. The
 * message goes to that origin only, never to '*', so no other page that frames the form can read it.
 */
function parentOrigin(): string {
  try {
    return new URL(document.referrer).origin;
  } catch {
    return window.location.origin;
  }
}

/** Whether the form runs inside a frame (opened on its own, there is nobody to tell). */
export const isFramed = () => window.parent !== window;

export function postSubmission(submission: KycProviderSubmission): void {
  if (!isFramed()) return;
  const message: KycProviderMessage = { type: KYC_PROVIDER_MESSAGE, submission };
  window.parent.postMessage(message, parentOrigin());
}
