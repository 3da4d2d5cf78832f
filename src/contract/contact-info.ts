/**
 * The contact-info modal with its VIP pitch (platform.md §2, §3 "Contact-info settings", §7, §9 "at most once
 * every 24 h"). Imported as @contract/contact-info (not through the index). The input schema is in
 * contact-info-schemas.ts.
 *
 * `POST /api/profile/updateContactInfo {email, update}`: `email` is the address the VIP host may write to,
 * `update` the values of the settings' other fields, keyed by their `model` (e.g. { telegram, phone }).
 */

/** One field of the modal's form: its label and the key its value is sent under in `update`. */
export interface ContactInfoField {
  title: string;
  model: string;
}

/** `POST /api/contactInfoModalSettings`: the operator's fields, illustrations and pitch. */
export interface ContactInfoSettings {
  fields: ContactInfoField[];
  /** Image URLs (this build ships them under /images/vip-contact/). */
  images: string[];
  description: string;
}

export interface ContactInfoAnswer {
  success: true;
  /** ISO time of this update: the next one is possible 24 hours later. */
  updated_at: string;
}

/** The spec's one text for any failure of the update (§7). */
export const CONTACT_INFO_FAILED = 'contact info update failed';
/** An update within 24 hours of the last one: HTTP 429 with a code and text of our own. */
export const CONTACT_INFO_TOO_SOON_CODE = 63;
export const CONTACT_INFO_TOO_SOON = 'Contact info can be updated once every 24 hours';

export const CONTACT_INFO_RULES = {
  /** §9: the modal shows at most once every 24 h; the server takes one update per 24 h per player. */
  intervalMs: 24 * 60 * 60_000,
  /** Longest value of a field. */
  maxValueLength: 64,
} as const;

/** How each known field's value must look; a field of another model only has the length limit. */
export const CONTACT_FIELD_PATTERNS: Record<string, { pattern: RegExp; message: string }> = {
  telegram: {
    pattern: /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/,
    message: 'A Telegram username has 5 to 32 letters, digits or _',
  },
  phone: { pattern: /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, message: 'Enter a phone number with its country code' },
};

/** The field the email is sent under, beside `update`. */
export const CONTACT_EMAIL_MODEL = 'email';
