/**
 * Laravel Sanctum's SPA flow, as HttpTransport follows it (src/app/transport/csrf.ts): `GET
 * /sanctum/csrf-cookie` sets the XSRF-TOKEN cookie, and every state-changing call must send it back in
 * X-XSRF-TOKEN (or X-CSRF-TOKEN), else 419. The check is the double-submit kind: the host keeps no sessions (the
 * sim's sessions are bearer tokens), and a page of another site can neither read the cookie nor set it, so
 * it cannot send the matching header.
 *
 * As Sanctum does, the check applies to the browser's requests (those with an Origin or Referer, which every
 * browser sends on a state-changing call): other clients (a mobile app, Postman, a load tool, pusher-js's own
 * authoriser in Node, which may not send cookies at all) are token clients, and a forged cross-site request
 * can only come from a browser.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CODES, HTTP, MESSAGES } from '@contract/index';
import { refusal } from './wire';

export const XSRF_COOKIE = 'XSRF-TOKEN';

const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** GET /sanctum/csrf-cookie: a fresh token in a cookie the page may read (not HttpOnly), 204 as Sanctum. */
export const csrfCookieRoute: MiddlewareHandler = async (c) => {
  setCookie(c, XSRF_COOKIE, randomBytes(30).toString('base64url'), {
    path: '/',
    sameSite: 'Lax',
    maxAge: 2 * 60 * 60,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return c.body(null, 204);
};

/** Refuses a state-changing call whose header does not match its cookie: 419, as Laravel answers. */
export const requireCsrf: MiddlewareHandler = async (c, next) => {
  const fromBrowser = Boolean(c.req.header('origin') || c.req.header('referer'));
  if (!isStateChanging(c.req.method) || !fromBrowser) return next();
  const cookie = getCookie(c, XSRF_COOKIE);
  const header = c.req.header('x-xsrf-token') ?? c.req.header('x-csrf-token');
  if (!cookie || !header || !same(cookie, header))
    return refusal(HTTP.sessionExpired, CODES.sessionExpired, MESSAGES.sessionExpired);
  return next();
};
