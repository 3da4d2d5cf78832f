/**
 * The attempt limits of sign-in (contract ATTEMPT_LIMITS, services/attempts.ts): wrong passwords per login,
 * wrong two-factor codes per session and per account. Every refusal is HTTP 429 with CODES.tooManyAttempts
 * and a text that says how long to wait.
 */
import { ATTEMPT_LIMITS, ATTEMPT_MESSAGES, CODES, HTTP, MESSAGES } from '@contract/index';
import type { SimContext } from '../context';
import { minutesLeft } from '../services/attempts';
import type { SessionRecord, UserRecord } from '../services/db';
import { HttpError } from '../services/http-error';

const tooMany = (message: string) => new HttpError(HTTP.tooManyRequests, CODES.tooManyAttempts, message);
const loginLocked = (ms: number) => tooMany(ATTEMPT_MESSAGES.loginLocked(minutesLeft(ms)));
const twoFactorLocked = (ms: number) => tooMany(ATTEMPT_MESSAGES.twoFactorLocked(minutesLeft(ms)));

/**
 * An account counts as one login whichever name or email is typed; an unknown login is counted as typed, and
 * locks the same way, so that a lock tells nothing about which accounts exist.
 */
export const loginAttemptKey = (user: Pick<UserRecord, '_id'> | undefined, login: string) =>
  user ? `login:${user._id}` : `login-unknown:${login.trim().toLowerCase()}`;

/**
 * Checks a password under the login's limit: refused while locked (the right password too), a wrong one
 * counted (the one that reaches the limit answers the lock), a right one clears the count.
 */
export async function checkPasswordLimited(
  ctx: SimContext,
  key: string,
  check: () => Promise<boolean>,
): Promise<void> {
  const locked = await ctx.attempts.lockedFor(key);
  if (locked > 0) throw loginLocked(locked);
  if (await check()) return ctx.attempts.clear(key);
  const { lockedMs } = await ctx.attempts.fail(key, ATTEMPT_LIMITS.login);
  if (lockedMs > 0) throw loginLocked(lockedMs);
  throw new HttpError(HTTP.unauthorized, CODES.wrongCredentials, MESSAGES.wrongCredentials);
}

/** After a new password, the login starts afresh. */
export const clearLoginAttempts = (ctx: SimContext, userId: string) =>
  ctx.attempts.clear(loginAttemptKey({ _id: userId }, ''));

/**
 * Checks a two-factor code under the session's and the account's limits. Too many wrong codes on the session
 * end it: that answer is 401 (code tooManyAttempts), and the player signs in again.
 */
export async function checkCodeLimited(
  ctx: SimContext,
  session: SessionRecord,
  check: () => boolean,
): Promise<void> {
  const sessionKey = `2fa-session:${session.token}`;
  const accountKey = `2fa-account:${session.userId}`;
  const locked = await ctx.attempts.lockedFor(sessionKey, accountKey);
  if (locked > 0) throw twoFactorLocked(locked);
  if (check()) return ctx.attempts.clear(sessionKey, accountKey);

  const { twoFactorSession, twoFactorAccount } = ATTEMPT_LIMITS;
  const bySession = await ctx.attempts.fail(sessionKey, twoFactorSession);
  const byAccount = await ctx.attempts.fail(accountKey, twoFactorAccount);
  if (bySession.total >= twoFactorSession.revokeAfter) {
    await ctx.sessions.revoke(session.token);
    await ctx.attempts.clear(sessionKey);
    // 401: the token is no longer a session (the client signs out), with the reason in the envelope.
    throw new HttpError(HTTP.unauthorized, CODES.tooManyAttempts, ATTEMPT_MESSAGES.twoFactorRevoked);
  }
  const lockedMs = Math.max(bySession.lockedMs, byAccount.lockedMs);
  if (lockedMs > 0) throw twoFactorLocked(lockedMs);
  throw new HttpError(HTTP.badRequest, CODES.wrongTwoFactorCode, MESSAGES.wrongTwoFactorCode);
}
