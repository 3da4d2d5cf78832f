/** The manual deposit verification form (platform.md §5): a currency and a transaction id, or a link to one. */
import * as z from 'zod/mini';
import { VALIDATION_TEXTS } from '@contract/index';
import { TXID_TOO_SHORT, isTxid } from './txid';

export const verifyDepositSchema = z.object({
  currency: z.string().check(z.minLength(1, VALIDATION_TEXTS.required)),
  txid: z.string().check(z.refine(isTxid, TXID_TOO_SHORT)),
});
export type VerifyDepositValues = z.infer<typeof verifyDepositSchema>;
