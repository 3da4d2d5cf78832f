/** The modal's calls (platform.md §7): the operator's settings and the player's update. */
import { CONTACT_EMAIL_MODEL, type ContactInfoField } from '@contract/contact-info';
import { api } from '../../api/api';

export const loadContactInfoSettings = () => api('POST /api/contactInfoModalSettings');

/** The form's values as the wire's body: the email beside, the other fields in `update` by their model. */
export function contactInfoBody(fields: readonly ContactInfoField[], values: Record<string, string>) {
  const update: Record<string, string> = {};
  for (const { model } of fields) if (model !== CONTACT_EMAIL_MODEL) update[model] = values[model] ?? '';
  return { email: values[CONTACT_EMAIL_MODEL] ?? '', update };
}

export const saveContactInfo = (fields: readonly ContactInfoField[], values: Record<string, string>) =>
  api('POST /api/profile/updateContactInfo', contactInfoBody(fields, values));
