/**
 * The emulated thirdweb provider: it accepts a wallet's signed sign-in and issues a uid for the address, and it
 * answers the casino's server which address a uid stands for, as thirdweb's API does for a real server. The
 * frame reaches it over the transport (`POST /thirdweb/emulator/login`), so the uid is known wherever the sim
 * runs (the worker of the frame, of the page, or the Node server) through the world's shared database.
 */
import { HTTP } from '@contract/index';
import {
  THIRDWEB_SIGNATURE_MAX_AGE_MS,
  THIRDWEB_UID_TTL_MS,
  WALLET_CONNECT_CODES,
  WALLET_CONNECT_MESSAGES,
  thirdwebLoginMessage,
} from '@contract/wallet-connect';
import type { ThirdwebLoginBody } from '@contract/wallet-connect-schemas';
import type { SimContext } from '../../context';
import type { ThirdwebSessionRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';

const signatureRefused = () =>
  new HttpError(
    HTTP.unauthorized,
    WALLET_CONNECT_CODES.signatureFailed,
    WALLET_CONNECT_MESSAGES.signatureFailed,
  );

export const authExpired = () =>
  new HttpError(HTTP.badRequest, WALLET_CONNECT_CODES.authExpired, WALLET_CONNECT_MESSAGES.authExpired);

/** A uid shaped like thirdweb's user ids (a version 4 UUID), from the world's seeded token stream. */
function newUid(ctx: SimContext): string {
  const hex = ctx.random.tokens.hex(32);
  const variant = '89ab'[parseInt(hex[16]!, 16) % 4];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Checks the wallet's signature (stale, future or replayed ones refused) and issues a uid for its address. */
export async function signInToProvider(
  ctx: SimContext,
  body: ThirdwebLoginBody,
): Promise<{ uid: string; address: string }> {
  const now = ctx.clock.now();
  if (Math.abs(now - body.issuedAt) > THIRDWEB_SIGNATURE_MAX_AGE_MS) throw signatureRefused();
  if (await ctx.db.thirdwebSessions.where('nonce').equals(body.nonce).count()) throw signatureRefused();
  // viem (with its curve) loads with this chunk's first sign-in, as it does for MetaMask's.
  const { getAddress, verifyMessage } = await import('viem');
  const address = getAddress(body.address);
  const valid = await verifyMessage({
    address,
    message: thirdwebLoginMessage(body),
    signature: body.signature as `0x${string}`,
  }).catch(() => false);
  if (!valid) throw signatureRefused();

  const uid = newUid(ctx);
  await ctx.db.thirdwebSessions.add({
    uid,
    nonce: body.nonce,
    address,
    wallet: body.wallet,
    issuedAt: now,
    expiresAt: now + THIRDWEB_UID_TTL_MS,
    spent: false,
  });
  return { uid, address };
}

/**
 * The wallet behind a uid, spent so that it serves once; an unknown, expired or spent uid is refused. Called
 * inside the caller's transaction (over thirdwebSessions), so a refusal later in it returns the uid unspent.
 */
export async function spendUid(ctx: SimContext, uid: string): Promise<ThirdwebSessionRecord> {
  const session = await ctx.db.thirdwebSessions.get(uid);
  if (!session || session.spent || ctx.clock.now() > session.expiresAt) throw authExpired();
  await ctx.db.thirdwebSessions.update(uid, { spent: true });
  return session;
}
