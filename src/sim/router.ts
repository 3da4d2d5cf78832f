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
import { HttpError } from './services/http-error';

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
    const lookup = await ctx.sessions.lookup(token);
    const isPublic = PUBLIC_ROUTES.has(key);
    if (!isPublic) {
      if (lookup.state === 'expired')
        throw new HttpError(HTTP.sessionExpired, CODES.sessionExpired, MESSAGES.sessionExpired);
      if (lookup.state !== 'active')
        throw new HttpError(HTTP.unauthorized, CODES.unauthenticated, MESSAGES.unauthenticated);
      if (lookup.session.twoFactorPending && !TWO_FACTOR_EXEMPT_ROUTES.has(key)) {
        throw new HttpError(HTTP.forbidden, CODES.twoFactorRequired, MESSAGES.twoFactorRequired);
      }
    }
    const active = lookup.state === 'active' && !lookup.session.twoFactorPending ? lookup : null;
    const body = await handler({
      ctx,
      body: request.body,
      token,
      session: active?.session ?? (lookup.state === 'active' ? lookup.session : null),
      user: active?.user ?? null,
    });
    return { status: HTTP.ok, body: body ?? {} };
  }

  async function safeAnswer(request: SimRequest): Promise<SimResponse> {
    try {
      return await answer(request);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      // A bug, not bad input: bad input is refused by the handlers' schemas with 4xx.
      console.error('[sim] handler failed', error);
      return { status: HTTP.serverError, body: { code: CODES.generic, message: MESSAGES.internal } };
    }
  }

  return async function route(request: SimRequest): Promise<SimResponse> {
    return withServerTime(ctx, await safeAnswer(request));
  };
}

/** Narrows a handler input to a signed-in user (the router already refused guests on private routes). */
export function authed(input: HandlerInput): AuthedInput {
  if (!input.session || !input.user)
    throw new HttpError(HTTP.unauthorized, CODES.unauthenticated, MESSAGES.unauthenticated);
  return input as AuthedInput;
}
