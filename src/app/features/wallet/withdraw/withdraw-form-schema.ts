/**
 * The withdraw form (platform.md §5): the address with the contract's rule (at least 4 characters, else
 * 'Enter wallet!') and an amount that is a positive number, else the text of code 1. The server checks both
 * again, and the balance, the pending order and the 24-hour limit (codes 2, 3 and 5).
 */
import * as z from 'zod/mini';
import { WITHDRAW_ERRORS } from '@contract/index';
import { withdrawBodySchema } from '@contract/withdrawal-schemas';

export const withdrawFormSchema = z.object({
  wallet: withdrawBodySchema.shape.wallet,
  sum: z.string().check(z.refine((value) => Number(value) > 0, WITHDRAW_ERRORS[1])),
});
export type WithdrawFormValues = z.input<typeof withdrawFormSchema>;
