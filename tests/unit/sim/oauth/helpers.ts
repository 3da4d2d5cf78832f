/** Helpers of the OAuth tests: the partner app's side (PKCE pair, start, token call) against a test world. */
import { createHash } from 'node:crypto';
import type { OAuthDecision, OAuthRequestView, OAuthStartAnswer, OAuthTokenAnswer } from '@contract/oauth';
import type { ApiErrorBody } from '@contract/index';
import type { Account, Reply, World } from '../world';

export const APP = {
  client_id: 'kingcast',
  redirect_uri: 'https://kingcast.example/auth/return',
} as const;

/** A verifier (43 to 128 characters) and its S256 challenge, computed here with Node's own SHA-256. */
export function pkcePair(verifier = 'v'.repeat(20) + '-._~' + 'A1'.repeat(10)) {
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function startBody(overrides: Record<string, unknown> = {}) {
  return {
    ...APP,
    response_type: 'code',
    scope: 'profile balance:read',
    state: 'xyz-123',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

export const start = (world: World, body: unknown = startBody()) =>
  world.call<OAuthStartAnswer & ApiErrorBody>('POST', '/oauth/requests', body);

export const view = (world: World, requestId: string, account: Account | null) =>
  world.call<OAuthRequestView & ApiErrorBody>(
    'GET',
    `/api/oauth/request/${requestId}`,
    undefined,
    account?.token ?? null,
  );

export const decide = (world: World, requestId: string, account: Account, verdict: 'approve' | 'deny') =>
  world.call<OAuthDecision & ApiErrorBody>(
    'POST',
    `/api/oauth/request/${requestId}/${verdict}`,
    undefined,
    account.token,
  );

export const token = (world: World, code: string, overrides: Record<string, unknown> = {}) =>
  world.call<OAuthTokenAnswer & ApiErrorBody>('POST', '/oauth/token', {
    grant_type: 'authorization_code',
    code,
    ...APP,
    code_verifier: pkcePair().verifier,
    ...overrides,
  });

/** A started request's id; fails the test on a refusal. */
export async function started(world: World, body?: unknown): Promise<string> {
  const reply = await start(world, body);
  if (reply.status !== 200) throw new Error(`start: ${JSON.stringify(reply.body)}`);
  return reply.body.requestId;
}

export const errorOf = (reply: Reply<unknown>) => reply.body as ApiErrorBody;
