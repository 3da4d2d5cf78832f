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
  /** The values of a route's `{param}` segments ('GET /api/walletNotify/{currency}/{txid}'), URL-decoded. */
  params: Record<string, string>;
}

/** A handler for a route that needs a signed-in user gets one. */
export interface AuthedInput extends HandlerInput {
  session: SessionRecord;
  user: UserRecord;
}

export type Handler = (input: HandlerInput) => Promise<unknown>;
export type RouteHandlers = Partial<Record<RouteKey, Handler>>;

/** Handlers for `keys` that load their domain's real handlers on first use (a domain's lazy entry). */
export const lazyRoutes = (keys: readonly RouteKey[], load: () => Promise<RouteHandlers>): RouteHandlers =>
  Object.fromEntries(
    keys.map((key): [RouteKey, Handler] => [key, async (input) => (await load())[key]!(input)]),
  );

const errorResponse = (error: HttpError): SimResponse => ({ status: error.status, body: error.toBody() });

/** What a route needs of its caller's token (services/session-gate.ts). */
const admissionOf = (key: RouteKey): Admission =>
  PUBLIC_ROUTES.has(key) ? 'public' : TWO_FACTOR_EXEMPT_ROUTES.has(key) ? 'twoFactorPending' : 'signedIn';

/** Every answer carries the server's time, as a real server's `Date` header does (contract/server-time.ts). */
export const withServerTime = (ctx: SimContext, response: SimResponse): SimResponse => ({
  ...response,
  headers: serverTimeHeaders(ctx.clock.now()),
});

/** A route declared with `{param}` segments: one segment each, matched after the exact routes. */
interface PatternRoute {
  key: RouteKey;
  method: string;
  pattern: RegExp;
  names: string[];
}

function patternRoute(key: RouteKey): PatternRoute {
  const [method, path] = key.split(' ') as [string, string];
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { key, method, pattern: new RegExp(`^${source}$`), names };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The pattern route matching a path (any method), with its decoded params; null when none matches. */
function matchPattern(patterns: PatternRoute[], method: string, path: string) {
  let otherMethod = false;
  for (const route of patterns) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    if (route.method !== method) {
      otherMethod = true;
      continue;
    }
    const values = match.slice(1).map(decodeSegment);
    if (values.some((value) => value === null)) continue;
    const params = Object.fromEntries(route.names.map((name, index) => [name, values[index]!]));
    return { key: route.key, params };
  }
  return otherMethod ? 'otherMethod' : null;
}

export function createRouter(ctx: SimContext, tables: RouteHandlers[]) {
  const handlers = new Map<string, Handler>();
  for (const table of tables) for (const [key, handler] of Object.entries(table)) handlers.set(key, handler);
  const knownPaths = new Set([...handlers.keys()].map((key) => key.split(' ')[1]));
  const patterns = [...handlers.keys()]
    .filter((key) => key.includes('{'))
    .map((key) => patternRoute(key as RouteKey));

  async function answer(request: SimRequest): Promise<SimResponse> {
    const method = typeof request.method === 'string' ? request.method.toUpperCase() : '';
    const path = typeof request.path === 'string' ? request.path.split('?')[0]! : '';
    let key = `${method} ${path}` as RouteKey;
    let params: Record<string, string> = {};
    let handler = path.includes('{') ? undefined : handlers.get(key);
    if (!handler) {
      const matched = matchPattern(patterns, method, path);
      if (matched && matched !== 'otherMethod') {
        ({ key, params } = matched);
        handler = handlers.get(key);
      }
      if (!handler) {
        return knownPaths.has(path) || matched === 'otherMethod'
          ? errorResponse(new HttpError(HTTP.methodNotAllowed, CODES.generic, MESSAGES.methodNotAllowed))
          : errorResponse(new HttpError(HTTP.notFound, CODES.notFound, MESSAGES.notFound));
      }
    }
    const fault = ctx.faults.take(path);
    if (fault) return fault;

    const token = typeof request.token === 'string' ? request.token : null;
    const { session, user } = await admit(ctx, request.token, admissionOf(key));
    const body = await handler({ ctx, body: request.body, token, session, user, params });
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
