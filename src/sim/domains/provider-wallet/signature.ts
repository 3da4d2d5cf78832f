/**
 * The callbacks' signature (contract/provider/wallet-callbacks.ts), like Slotegrator's X-Sign: HMAC-SHA256 of
 * the sorted parameters with a secret the operator and the provider agreed on. In the sim the secret comes from
 * the world seed alone, so a reload of the same world verifies the callbacks logged before it.
 */
import {
  walletCallbackMessage,
  type WalletCallbackParams,
  type WalletCallbackRequest,
} from '@contract/provider/wallet-callbacks';
import { constantTimeEqual, hmacSha256Hex } from '../../services/crypto';

const secrets = new Map<string, string>();

export function providerSecret(seed: string): string {
  let secret = secrets.get(seed);
  if (!secret) {
    secret = hmacSha256Hex(seed, 'game-provider wallet secret');
    secrets.set(seed, secret);
  }
  return secret;
}

export const signCallback = (secret: string, params: WalletCallbackParams): string =>
  hmacSha256Hex(secret, walletCallbackMessage(params));

export const verifyCallback = (secret: string, request: WalletCallbackRequest): boolean =>
  typeof request.sign === 'string' && constantTimeEqual(signCallback(secret, request.params), request.sign);
