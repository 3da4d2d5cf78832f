/**
 * Tip and rain forms (platform.md §5 "Tip and rain"): an amount above 0 in a currency, and for a rain 1 to 25
 * users. The server checks the same, and the balance, and answers 422 per field with the same texts.
 */
import * as z from 'zod/mini';
import { CHAT_LIMITS, TIP_MESSAGES } from '@contract/index';

const CURRENCY_TEXT = 'Choose a currency';
const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

const amountSchema = z.string().check(
  z.trim(),
  z.refine((value) => DECIMAL.test(value) && Number(value) > 0, TIP_MESSAGES.invalidAmount),
);

export const tipFormSchema = z.object({
  amount: amountSchema,
  currency: z.string().check(z.minLength(1, CURRENCY_TEXT)),
});
export type TipFormValues = z.input<typeof tipFormSchema>;

export const rainFormSchema = z.extend(tipFormSchema, {
  users: z.string().check(
    z.trim(),
    z.refine((value) => WHOLE.test(value) && Number(value) >= 1, TIP_MESSAGES.tooFewUsers),
    z.refine(
      (value) => !WHOLE.test(value) || Number(value) <= CHAT_LIMITS.rainMaxUsers,
      TIP_MESSAGES.tooManyUsers,
    ),
  ),
});
export type RainFormValues = z.input<typeof rainFormSchema>;
