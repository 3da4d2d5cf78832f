/**
 * The host's end of the sportsbook frame's calls (contract/sportsbook-frame.ts). The frame stands for a third
 * party and holds no session: it asks the host, which calls the sport routes with the player's session. Only
 * the allowlisted routes pass, each with its body checked by the contract's request schema (and stripped to
 * the schema's fields); anything else is refused here and never reaches the server.
 */
import {
  SPORTSBOOK_CALL_REFUSED,
  isSportsbookRoute,
  type SportsbookCallAnswer,
  type SportsbookRoute,
} from '@contract/sportsbook-frame';
import {
  placeSportBetBodySchema,
  sportBetQueueBodySchema,
  sportBetsBodySchema,
  sportEventBodySchema,
  sportEventsBodySchema,
  sportSearchBodySchema,
} from '@contract/sports-schemas';
import { ApiError, CODES, HTTP, MESSAGES } from '@contract/index';
import { api } from '../../api/api';

interface BodyCheck {
  safeParse(body: unknown): { success: true; data: unknown } | { success: false };
}

/** Each allowed route's body check; null: the route takes no body. */
const BODY_CHECKS: Record<SportsbookRoute, BodyCheck | null> = {
  'POST /api/sport/categories': null,
  'POST /api/sport/events': sportEventsBodySchema,
  'POST /api/sport/event': sportEventBodySchema,
  'POST /api/sport/search': sportSearchBodySchema,
  'POST /api/sport/bet': placeSportBetBodySchema,
  'POST /api/sport/bet/queue': sportBetQueueBodySchema,
  'POST /api/sport/bets': sportBetsBodySchema,
};

/** How the relay reaches the server: api() with the player's session (a test passes its own). */
export type RouteCaller = (route: SportsbookRoute, body: unknown) => Promise<unknown>;

const callApi: RouteCaller = (route, body) =>
  (api as (route: SportsbookRoute, ...body: unknown[]) => Promise<unknown>)(
    route,
    ...(body === undefined ? [] : [body]),
  );

const refusal = (status: number, code: number, message: string): SportsbookCallAnswer => ({
  ok: false,
  error: { status, code, message },
});

/** Answers one call of the frame: the server's answer, its refusal, or the relay's own refusal. */
export async function relaySportsbookCall(
  route: unknown,
  body: unknown,
  call: RouteCaller = callApi,
): Promise<SportsbookCallAnswer> {
  if (!isSportsbookRoute(route)) return refusal(HTTP.forbidden, CODES.generic, SPORTSBOOK_CALL_REFUSED);
  const check = BODY_CHECKS[route];
  const parsed = check ? check.safeParse(body) : { success: true as const, data: undefined };
  if (!parsed.success) return refusal(HTTP.unprocessable, CODES.validation, MESSAGES.malformedBody);
  try {
    return { ok: true, answer: await call(route, parsed.data) };
  } catch (error) {
    if (error instanceof ApiError) return refusal(error.status, error.code, error.message);
    return refusal(HTTP.serverError, CODES.generic, MESSAGES.internal);
  }
}
