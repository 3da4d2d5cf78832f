/** Request schemas of the wallet-connect calls (wallet-connect.ts), for the sim's input checks. */
import * as z from 'zod/mini';
import { VALIDATION_TEXTS } from './errors';
import { THIRDWEB_WALLET_IDS } from './wallet-connect';

const required = () =>
  z.string(VALIDATION_TEXTS.required).check(z.trim(), z.minLength(1, VALIDATION_TEXTS.required));

/** `{uid}` of fetchToken and connections/connect. */
export const thirdwebUidBodySchema = z.object({ uid: required() });

export const disconnectBodySchema = z.object({ address: required() });

export const thirdwebLoginBodySchema = z.object({
  wallet: z.enum(THIRDWEB_WALLET_IDS),
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  /** Single-use, chosen by the wallet. */
  nonce: z.string().check(z.regex(/^[A-Za-z0-9]{16,64}$/)),
  /** Milliseconds since the epoch, on the provider's clock. */
  issuedAt: z.int(),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
});
export type ThirdwebLoginBody = z.input<typeof thirdwebLoginBodySchema>;
