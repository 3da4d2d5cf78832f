/**
 * The emulated KYC provider's form (issue 9 §4; ARCHITECTURE.md "Simulated outside systems"). It stands for a
 * third party's page on its own origin, so it is a second HTML entry of the build (kyc-provider.html), not a
 * route of the operator's app: loading it in the KYC frame starts no second copy of the app, its transport or
 * the sim worker, and it shares no code with the app beyond the contract's message types. The sim's
 * `POST /api/kycaid/verification` answers `/kyc-provider.html?form={id}` as the form_url.
 *
 * Like a real provider's form it never talks to the operator's server: it tells the page that embeds it by
 * postMessage when the applicant submits (post-to-parent.ts). A real provider then calls the operator's
 * webhook itself; in sim mode the operator's page forwards the submission to the simulated provider.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { KYC_FORM_PARAM } from '@contract/kyc';
import { ProviderForm } from './ProviderForm';
import './provider.css';

const formId = new URLSearchParams(window.location.search).get(KYC_FORM_PARAM);
const root = document.getElementById('root');
if (!root) throw new Error('kyc-provider.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ProviderForm formId={formId} />
  </StrictMode>,
);
