export { ContactInfoSlot } from './ContactInfoSlot';
export { openContactInfo, useContactInfoModal } from './contact-info-store';
