/**
 * The calls of the KYC and contact-info modals (platform.md §7), in the route map. All three are named by the
 * spec; the provider's callback is not a client call (a real provider calls the operator's webhook; the sim's
 * stand-in is control.kycProviderSubmit).
 */
import type { ContactInfoAnswer, ContactInfoSettings } from './contact-info';
import type { ContactInfoBody } from './contact-info-schemas';
import type { KycVerificationAnswer } from './kyc';
import type { KycVerificationBody } from './kyc-schemas';

export interface KycRouteMap {
  'POST /api/kycaid/verification': { body: KycVerificationBody; answer: KycVerificationAnswer };
  'POST /api/contactInfoModalSettings': { body: void; answer: ContactInfoSettings };
  'POST /api/profile/updateContactInfo': { body: ContactInfoBody; answer: ContactInfoAnswer };
}
