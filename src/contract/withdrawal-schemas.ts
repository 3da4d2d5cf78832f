/** Request schemas of the withdrawal calls (withdrawals.ts), for the sim's input checks and the app's forms. */
import * as z from 'zod/mini';
import { VALIDATION_TEXTS } from './errors';

/** §5: address at least 4 characters, else 'Enter wallet!'. The sum is checked by the server (code 1). */
export const withdrawBodySchema = z.object({
  wallet: z
    .string(VALIDATION_TEXTS.withdrawWallet)
    .check(z.trim(), z.minLength(4, VALIDATION_TEXTS.withdrawWallet)),
  currency: z.string(VALIDATION_TEXTS.required).check(z.minLength(1, VALIDATION_TEXTS.required)),
  sum: z.unknown(),
  type: z.optional(z.string()),
});
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

export const withdrawalIdBodySchema = z.object({
  id: z.string(VALIDATION_TEXTS.required).check(z.minLength(1)),
});
export const withdrawHistoryBodySchema = z.optional(
  z.object({ page: z.optional(z.number().check(z.int(), z.minimum(1))) }),
);
export const staffDeclineBodySchema = z.object({
  id: z.string(VALIDATION_TEXTS.required).check(z.minLength(1)),
  reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});
