/**
 * The authorisation server's secrets: request ids, codes and tokens from a seeded stream of their own (so that
 * they never shift the world's ids or session tokens), kept as SHA-256; and PKCE's S256 (RFC 7636 §4.6).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import type { SimContext } from '../../context';
import { constantTimeEqual, sha256Hex, utf8ToBytes } from '../../services/crypto';
import { createStream, type RandomStream } from '../../services/rng';

const streams = new WeakMap<SimContext, RandomStream>();

/**
 * A fresh credential of `length` URL-safe characters. The stream is keyed by one id of the world's, drawn on
 * first use, so that a reload (a new boot, a new id) never replays an earlier start's codes.
 */
export function newCredential(ctx: SimContext, length: number): string {
  let stream = streams.get(ctx);
  if (!stream) {
    stream = createStream(ctx.newId(), 'oauth');
    streams.set(ctx, stream);
  }
  return stream.token(length);
}

export const credentialHash = (credential: string) => sha256Hex(credential);

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Whether `verifier` is the one whose S256 challenge the app sent: BASE64URL(SHA256(ASCII(verifier))). */
export const verifierMatches = (verifier: string, challenge: string) =>
  constantTimeEqual(base64Url(sha256(utf8ToBytes(verifier))), challenge);
