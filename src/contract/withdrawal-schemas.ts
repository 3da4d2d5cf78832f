/** Request schemas of the withdrawal calls (withdrawals.ts), for the sim's input checks and the app's forms. */
import { z } from 'zod';
import { VALIDATION_TEXTS } from './errors';

/** §5: address at least 4 characters, else 'Enter wallet!'. The sum is checked by the server (code 1). */
export const withdrawBodySchema = z.object({
  wallet: z.string(VALIDATION_TEXTS.withdrawWallet).trim().min(4, VALIDATION_TEXTS.withdrawWallet),
  currency: z.string(VALIDATION_TEXTS.required).min(1, VALIDATION_TEXTS.required),
  sum: z.unknown(),
  type: z.string().optional(),
});
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

export const withdrawalIdBodySchema = z.object({ id: z.string(VALIDATION_TEXTS.required).min(1) });
export const withdrawHistoryBodySchema = z.object({ page: z.number().int().min(1).optional() }).optional();
export const staffDeclineBodySchema = z.object({
  id: z.string(VALIDATION_TEXTS.required).min(1),
  reason: z.string().trim().min(1).max(200).optional(),
});
