/**
 * The wire of the Node host (ARCHITECTURE.md "Wire conventions"): the sim's answers as HTTP responses with
 * the server's time in `Date` and `X-Server-Time`, refusals in the contract's envelope, and request bodies
 * read as JSON (or a form, as pusher-js's own authoriser and HTML forms send them).
 */
import type { Context } from 'hono';
import { CODES, HTTP, MESSAGES, type ApiErrorBody, type SimResponse } from '@contract/index';

/** The host's own refusals, where the contract has no text (the sim never sees these requests). */
export const HOST_MESSAGES = {
  bodyTooLarge: 'The request body is too large',
  unknownWorld: 'Unknown world: make one with POST /__sim/worlds',
} as const;

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // Answers are per player and per moment: no cache may keep them.
  'cache-control': 'no-store',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body === undefined ? {} : body), {
    status,
    headers: { ...JSON_HEADERS, ...headers },
  });
}

export function refusal(status: number, code: number, message: string): Response {
  return json(status, { code, message } satisfies ApiErrorBody);
}

export const notFound = () => refusal(HTTP.notFound, CODES.notFound, MESSAGES.notFound);
export const malformedBody = () => refusal(HTTP.badRequest, CODES.generic, MESSAGES.malformedBody);
export const bodyTooLarge = () => refusal(413, CODES.generic, HOST_MESSAGES.bodyTooLarge);
export const serverError = () => refusal(HTTP.serverError, CODES.generic, MESSAGES.internal);

/** A sim answer on the wire: its status, its JSON body, and its clock as `Date` and `X-Server-Time`. */
export function simAnswer(answer: SimResponse): Response {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers ?? {})) if (value) headers[name] = value;
  return json(answer.status, answer.body, headers);
}

/** The token of `Authorization: Bearer <token>`; null without one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export type ReadBody = { ok: true; body: unknown } | { ok: false };

/**
 * The request's body: undefined when empty, the fields of a urlencoded form, otherwise JSON whatever the
 * content type says (a client that forgets the header still means JSON). Not JSON: `ok: false`.
 */
export async function readBody(c: Context): Promise<ReadBody> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, body: undefined };
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded'))
    return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
