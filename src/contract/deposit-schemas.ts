/** Request schemas of the deposit calls (deposits.ts), for the sim's input checks and the app's forms. */
import * as z from 'zod/mini';

const optionalText = z.optional(z.string().check(z.trim(), z.minLength(1)));

export const availableCurrenciesBodySchema = z.object({ currency: optionalText, chain: optionalText });
export const depositWalletBodySchema = z.object({
  currency: z.string().check(z.trim(), z.minLength(1)),
  chain: optionalText,
  /** Only for aggregator deposits; validated by the provider's rules (DEPOSIT_ERRORS). */
  amount: z.optional(z.union([z.number(), z.string()])),
  depositCurrency: optionalText,
});
export type DepositWalletBody = z.input<typeof depositWalletBodySchema>;
