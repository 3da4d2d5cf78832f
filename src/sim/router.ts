/**
 * One handler per route, MSW-style: each domain module exports its handlers keyed by the contract's route
 * keys ('POST /auth/login'), and the router answers a request with the wire's status and body.
 */
import {
  CODES,
  HTTP,
  MESSAGES,
  PUBLIC_ROUTES,
  TWO_FACTOR_EXEMPT_ROUTES,
  serverTimeHeaders,
  type RouteKey,
  type SimRequest,
  type SimResponse,
} from '@contract/index';
import type { SimContext } from './context';
import type { SessionRecord, UserRecord } from './services/db';
import { HttpError, errorAnswer } from './services/http-error';
import { admit, unauthenticatedError, type Admission } from './services/session-gate';

export interface HandlerInput {
  ctx: SimContext;
  body: unknown;
  token: string | null;
  /** The signed-in session, when the request carried a valid token. */
  session: SessionRecord | null;
  user: UserRecord | null;
}

/** A handler for a route that needs a signed-in user gets one. */
export interface AuthedInput extends HandlerInput {
  session: SessionRecord;
  user: UserRecord;
}

export type Handler = (input: HandlerInput) => Promise<unknown>;
export type RouteHandlers = Partial<Record<RouteKey, Handler>>;

const errorResponse = (error: HttpError): SimResponse => ({ status: error.status, body: error.toBody() });

/** What a route needs of its caller's token (services/session-gate.ts). */
const admissionOf = (key: RouteKey): Admission =>
  PUBLIC_ROUTES.has(key) ? 'public' : TWO_FACTOR_EXEMPT_ROUTES.has(key) ? 'twoFactorPending' : 'signedIn';

/** Every answer carries the server's time, as a real server's `Date` header does (contract/server-time.ts). */
export const withServerTime = (ctx: SimContext, response: SimResponse): SimResponse => ({
  ...response,
  headers: serverTimeHeaders(ctx.clock.now()),
});

export function createRouter(ctx: SimContext, tables: RouteHandlers[]) {
  const handlers = new Map<string, Handler>();
  for (const table of tables) for (const [key, handler] of Object.entries(table)) handlers.set(key, handler);
  const knownPaths = new Set([...handlers.keys()].map((key) => key.split(' ')[1]));

  async function answer(request: SimRequest): Promise<SimResponse> {
    const method = typeof request.method === 'string' ? request.method.toUpperCase() : '';
    const path = typeof request.path === 'string' ? request.path.split('?')[0]! : '';
    const key = `${method} ${path}` as RouteKey;
    const handler = handlers.get(key);
    if (!handler) {
      return knownPaths.has(path)
        ? errorResponse(new HttpError(HTTP.methodNotAllowed, CODES.generic, MESSAGES.methodNotAllowed))
        : errorResponse(new HttpError(HTTP.notFound, CODES.notFound, MESSAGES.notFound));
    }
    const fault = ctx.faults.take(path);
    if (fault) return fault;

    const token = typeof request.token === 'string' ? request.token : null;
    const { session, user } = await admit(ctx, request.token, admissionOf(key));
    const body = await handler({ ctx, body: request.body, token, session, user });
    return { status: HTTP.ok, body: body ?? {} };
  }

  async function safeAnswer(request: SimRequest): Promise<SimResponse> {
    try {
      return await answer(request);
    } catch (error) {
      return errorAnswer(error, 'handler');
    }
  }

  return async function route(request: SimRequest): Promise<SimResponse> {
    return withServerTime(ctx, await safeAnswer(request));
  };
}

/** Narrows a handler input to a signed-in user (the router already refused guests on private routes). */
export function authed(input: HandlerInput): AuthedInput {
  if (!input.session || !input.user) throw unauthenticatedError();
  return input as AuthedInput;
}
