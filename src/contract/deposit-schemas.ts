/** Request schemas of the deposit calls (deposits.ts), for the sim's input checks and the app's forms. */
import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional();

export const availableCurrenciesBodySchema = z.object({ currency: optionalText, chain: optionalText });
export const depositWalletBodySchema = z.object({
  currency: z.string().trim().min(1),
  chain: optionalText,
  /** Only for aggregator deposits; validated by the provider's rules (DEPOSIT_ERRORS). */
  amount: z.union([z.number(), z.string()]).optional(),
  depositCurrency: optionalText,
});
export type DepositWalletBody = z.input<typeof depositWalletBodySchema>;
