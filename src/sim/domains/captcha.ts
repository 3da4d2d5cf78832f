/**
 * The emulated captcha provider. Its widget gets a one-time response from 'POST /captcha/solve'; login and
 * register spend it (a response passes once). Like the major providers' test keys, the test response
 * (CAPTCHA_TEST_RESPONSE) passes every time, but only while the sim's `captchaTestResponse` option is on: on
 * by default in sim worlds (scripts, Playwright, the worker), off in a production-like host. A real server
 * never accepts it.
 */
import * as z from 'zod/mini';
import { CAPTCHA_TEST_RESPONSE, CODES, HTTP, MESSAGES } from '@contract/index';
import type { SimContext } from '../context';
import { HttpError } from '../services/http-error';
import { spendOneTime } from '../services/one-time';
import type { RouteHandlers } from '../router';

/** A response older than this is refused, as the providers' tokens expire. */
const CAPTCHA_TTL_MS = 2 * 60 * 1000;

/**
 * The captcha field as the sim reads it: taken as is, so that an empty or malformed response gets the
 * captcha's own texts from verifyCaptcha instead of a schema's generic ones.
 */
export const captchaField = z.optional(z.unknown());

export async function verifyCaptcha(ctx: SimContext, response: unknown): Promise<void> {
  if (response === undefined || response === null || response === '') {
    throw new HttpError(HTTP.unprocessable, CODES.validation, MESSAGES.captchaMissing, {
      captcha: [MESSAGES.captchaMissing],
    });
  }
  if (typeof response !== 'string') {
    throw new HttpError(HTTP.badRequest, CODES.captchaFailed, MESSAGES.captchaFailed);
  }
  if (response === CAPTCHA_TEST_RESPONSE && ctx.captchaTestResponse) return;
  const spent = await spendOneTime(
    ctx.db,
    response,
    (record) => record.kind === 'captcha' && ctx.clock.now() - record.issuedAt <= CAPTCHA_TTL_MS,
  );
  if (!spent) throw new HttpError(HTTP.badRequest, CODES.captchaFailed, MESSAGES.captchaFailed);
}

export const captchaRoutes: RouteHandlers = {
  'POST /captcha/solve': async ({ ctx }) => {
    const response = `sim-captcha-${ctx.random.tokens.token(40)}`;
    await ctx.db.oneTime.add({
      value: response,
      kind: 'captcha',
      subject: null,
      issuedAt: ctx.clock.now(),
      used: false,
    });
    return { response };
  },
};
