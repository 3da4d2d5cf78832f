/**
 * Input schemas of the contact info (contact-info.ts): one per field model, shared by the modal's form and the
 * sim's check of `update`, so each text is written once.
 */
import * as z from 'zod/mini';
import {
  CONTACT_EMAIL_MODEL,
  CONTACT_FIELD_PATTERNS,
  CONTACT_INFO_RULES,
  type ContactInfoField,
} from './contact-info';
import { VALIDATION_TEXTS } from './errors';

const TOO_LONG = `At most ${CONTACT_INFO_RULES.maxValueLength} characters`;

export const contactEmailSchema = z.pipe(
  z.string(VALIDATION_TEXTS.invalidEmail).check(z.trim(), z.toLowerCase()),
  z.email(VALIDATION_TEXTS.invalidEmail),
);

/** A field's value: empty (not given) or in the field's format. */
export function contactFieldSchema(model: string) {
  const rule = CONTACT_FIELD_PATTERNS[model];
  return z.string().check(
    z.trim(),
    z.maxLength(CONTACT_INFO_RULES.maxValueLength, TOO_LONG),
    z.refine((value) => !rule || value === '' || rule.pattern.test(value), rule?.message),
  );
}

/** The wire body: the email, and the other fields' values by model (each checked against its field). */
export const contactInfoBodySchema = z.object({
  email: contactEmailSchema,
  update: z.catchall(z.object({}), z.string()),
});
export type ContactInfoBody = z.input<typeof contactInfoBodySchema>;

/** The modal's form, built from the operator's fields: the email is required, the others optional. */
export const contactFormSchema = (fields: readonly ContactInfoField[]) =>
  z.object(
    Object.fromEntries(
      fields.map((field) => [
        field.model,
        field.model === CONTACT_EMAIL_MODEL ? contactEmailSchema : contactFieldSchema(field.model),
      ]),
    ),
  );
