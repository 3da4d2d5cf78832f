/** Request schemas of the staff calls (admin.ts), for the sim's input checks and the staff page's forms. */
import * as z from 'zod/mini';
import { ADMIN_MESSAGES, SELF_EXCLUSION_DAYS } from './admin';
import { MUTE_MINUTES } from './chat';
import { VALIDATION_TEXTS } from './errors';

const userId = z.string(VALIDATION_TEXTS.required).check(z.trim(), z.minLength(1), z.maxLength(64));
const page = z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);
const currency = z.string(VALIDATION_TEXTS.required).check(z.trim(), z.minLength(1), z.maxLength(16));

export const adminUserBodySchema = z.object({ userId });
export type AdminUserBody = z.input<typeof adminUserBodySchema>;

export const adminLedgerBodySchema = z.object({
  userId,
  page,
  currency: z.optional(currency),
  kind: z.optional(z.enum(['real', 'demo', 'bonus'])),
});
export type AdminLedgerBody = z.input<typeof adminLedgerBodySchema>;

export const adminBetsBodySchema = z.object({ userId, page });
export type AdminBetsBody = z.input<typeof adminBetsBodySchema>;

/** A mute for one of the chat's durations (its last is forever): one rule with the chat's moderators. */
export const adminMuteBodySchema = z.object({
  userId,
  minutes: z
    .number(ADMIN_MESSAGES.minutes)
    .check(
      z.refine((minutes) => (MUTE_MINUTES as readonly number[]).includes(minutes), ADMIN_MESSAGES.minutes),
    ),
});
export type AdminMuteBody = z.input<typeof adminMuteBodySchema>;

export const adminSelfExclusionBodySchema = z.object({
  userId,
  days: z.union([z.literal('forever'), z.literal(SELF_EXCLUSION_DAYS)], ADMIN_MESSAGES.days),
});
export type AdminSelfExclusionBody = z.input<typeof adminSelfExclusionBodySchema>;

/** One session by its id, or every session of the player when `sessionId` is left out. */
export const adminSignOutBodySchema = z.object({
  userId,
  sessionId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type AdminSignOutBody = z.input<typeof adminSignOutBodySchema>;

/** A signed decimal, not zero; its precision is the currency's (checked by the sim, which knows it). */
const SIGNED_DECIMAL = /^-?\d{1,15}(\.\d{1,18})?$/;
const isAmount = (value: string | number) => {
  const text = String(value).trim();
  return SIGNED_DECIMAL.test(text) && Number(text) !== 0;
};

export const adminAdjustBodySchema = z.object({
  userId,
  currency,
  amount: z
    .union([z.number(), z.string()], ADMIN_MESSAGES.amountPrecision)
    .check(z.refine(isAmount, ADMIN_MESSAGES.amountPrecision)),
  reason: z
    .string(ADMIN_MESSAGES.reason)
    .check(z.trim(), z.minLength(3, ADMIN_MESSAGES.reason), z.maxLength(200, ADMIN_MESSAGES.reason)),
});
export type AdminAdjustBody = z.input<typeof adminAdjustBodySchema>;
