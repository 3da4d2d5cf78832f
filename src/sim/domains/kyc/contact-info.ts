/**
 * The contact-info modal's calls (platform.md §7, §9): the operator's settings (fixtures/contact-info.json: the
 * fields, the illustrations shipped under public/images/vip-contact, the VIP pitch) and the player's update,
 * taken at most once per 24 hours of the sim clock. The update is kept for the VIP hosts; it does not change
 * the account's own email.
 */
import settings from '@fixtures/contact-info.json';
import { CODES, HTTP } from '@contract/index';
import {
  CONTACT_EMAIL_MODEL,
  CONTACT_INFO_RULES,
  CONTACT_INFO_TOO_SOON,
  CONTACT_INFO_TOO_SOON_CODE,
  type ContactInfoAnswer,
  type ContactInfoSettings,
} from '@contract/contact-info';
import { contactFieldSchema, contactInfoBodySchema } from '@contract/contact-info-schemas';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';

export const CONTACT_INFO_SETTINGS: ContactInfoSettings = settings;

/** The models `update` may carry: the settings' fields other than the email, which is sent beside it. */
const UPDATE_MODELS = new Set(
  CONTACT_INFO_SETTINGS.fields.map((field) => field.model).filter((model) => model !== CONTACT_EMAIL_MODEL),
);

/** Each value of `update` checked against its field; problems keyed `update.{model}` as the wire's errors. */
function checkedValues(update: Record<string, string>): Record<string, string> {
  const errors: Record<string, string[]> = {};
  const values: Record<string, string> = {};
  for (const [model, value] of Object.entries(update)) {
    if (!UPDATE_MODELS.has(model)) {
      errors[`update.${model}`] = ['Unknown field'];
      continue;
    }
    const parsed = contactFieldSchema(model).safeParse(value);
    if (parsed.success) values[model] = parsed.data;
    else errors[`update.${model}`] = parsed.error.issues.map((issue) => issue.message);
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(HTTP.unprocessable, CODES.validation, first, errors);
  return values;
}

export async function updateContactInfo(
  ctx: SimContext,
  user: UserRecord,
  body: unknown,
): Promise<ContactInfoAnswer> {
  const { email, update } = parseBody(contactInfoBodySchema, body);
  const values = checkedValues(update);
  const now = ctx.clock.now();
  await ctx.db.transaction('rw', ctx.db.contactInfo, async () => {
    const last = await ctx.db.contactInfo.get(user._id);
    if (last && now - last.updatedAt < CONTACT_INFO_RULES.intervalMs)
      throw new HttpError(HTTP.tooManyRequests, CONTACT_INFO_TOO_SOON_CODE, CONTACT_INFO_TOO_SOON);
    await ctx.db.contactInfo.put({ userId: user._id, email, values, updatedAt: now });
  });
  return { success: true, updated_at: new Date(now).toISOString() };
}
