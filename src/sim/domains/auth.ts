/** Sign-up, sign-in, sign-out, token sign-in and password reset (platform.md §4, §5, §7, §8). */
import * as z from 'zod/mini';
import { CODES, HTTP, MESSAGES, REGISTER_ERRORS, VALIDATION_TEXTS } from '@contract/index';
import {
  loginBodySchema,
  loginViaTokenBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordConfirmBodySchema,
} from '@contract/schemas';
import { HttpError } from '../services/http-error';
import { hashPassword, verifyPassword } from '../services/passwords';
import { admitSignedIn } from '../services/session-gate';
import { parseBody } from '../services/validation';
import { authed, type RouteHandlers } from '../router';
import { checkPasswordLimited, clearLoginAttempts, loginAttemptKey } from './auth-limits';
import { captchaField, verifyCaptcha } from './captcha';
import { findEmail, sendEmail } from './email';
import { createUser, findByLogin, toWireUser } from './users';

/** Accounts one device may open before sign-up answers code 2 (the spec does not show the number). */
export const MAX_ACCOUNTS_PER_FINGERPRINT = 3;

// The contract's schemas with the captcha read by verifyCaptcha, for its clear texts.
const registerBody = z.extend(registerBodySchema, { captcha: captchaField });
const loginBody = z.extend(loginBodySchema, { captcha: captchaField });

const invalidLink = () =>
  new HttpError(HTTP.badRequest, CODES.generic, 'This link is invalid or has expired');

export const authRoutes: RouteHandlers = {
  'POST /auth/register': async ({ ctx, body }) => {
    const input = parseBody(registerBody, body);
    await verifyCaptcha(ctx, input.captcha);

    const errors: Record<string, string[]> = {};
    if (await ctx.db.users.where('emailLower').equals(input.email).first())
      errors.email = [VALIDATION_TEXTS.emailTaken];
    if (await ctx.db.users.where('nameLower').equals(input.name.toLowerCase()).first()) {
      errors.name = [VALIDATION_TEXTS.loginTaken];
    }
    if (Object.keys(errors).length > 0) {
      throw new HttpError(HTTP.unprocessable, CODES.validation, Object.values(errors)[0]![0]!, errors);
    }

    // An invite code is the inviting player's login (the referral link /ref/{code} carries it).
    const inviteCode = input.inviteCode?.trim();
    const inviter = inviteCode
      ? await ctx.db.users.where('nameLower').equals(inviteCode.toLowerCase()).first()
      : null;
    if (inviteCode && !inviter) throw new HttpError(HTTP.badRequest, 1, REGISTER_ERRORS[1]);

    if (input.fingerprint) {
      const sameDevice = await ctx.db.users.where('fingerprint').equals(input.fingerprint).count();
      if (sameDevice >= MAX_ACCOUNTS_PER_FINGERPRINT)
        throw new HttpError(HTTP.badRequest, 2, REGISTER_ERRORS[2]);
    }

    const user = await createUser(ctx, {
      name: input.name,
      email: input.email,
      password: input.password,
      fingerprint: input.fingerprint ?? null,
      invitedBy: inviter?._id ?? null,
    });
    await sendEmail(ctx, user, 'verify');
    const session = await ctx.sessions.start(user._id, false);
    return { user: toWireUser(user, session.token) };
  },

  'POST /auth/login': async ({ ctx, body }) => {
    const input = parseBody(loginBody, body);
    await verifyCaptcha(ctx, input.captcha);
    const user = await findByLogin(ctx, input.login);
    await checkPasswordLimited(ctx, loginAttemptKey(user, input.login), async () => {
      const credentials = user ? await ctx.db.credentials.get(user._id) : undefined;
      return credentials ? verifyPassword(input.password, credentials.password) : false;
    });
    if (!user) throw new HttpError(HTTP.unauthorized, CODES.wrongCredentials, MESSAGES.wrongCredentials);
    // A two-factor account gets its token now; every other call answers -1024 until the code is given.
    const session = await ctx.sessions.start(user._id, Boolean(user.twoFactorSecret));
    return { user: toWireUser(user, session.token) };
  },

  'GET /auth/logout': async ({ ctx, token }) => {
    if (token) await ctx.sessions.revoke(token);
    return { success: true };
  },

  'POST /auth/loginViaToken': async ({ ctx, body }) => {
    const { token } = parseBody(loginViaTokenBodySchema, body);
    // The body's token passes the same door as a bearer token on a private route: 401, 419 or 403 -1024.
    const { user } = await admitSignedIn(ctx, token);
    return { user: toWireUser(user, token) };
  },

  'POST /auth/update': async (input) => {
    const { user, token } = authed(input);
    return { user: toWireUser(user, token ?? undefined) };
  },

  'POST /auth/resetPassword': async ({ ctx, body }) => {
    const { login } = parseBody(resetPasswordBodySchema, body);
    const user = await findByLogin(ctx, login);
    if (user?.email) await sendEmail(ctx, user, 'reset');
    return { success: true, message: MESSAGES.resetPasswordSent };
  },

  'POST /auth/resetPassword/confirm': async ({ ctx, body }) => {
    const input = parseBody(resetPasswordConfirmBodySchema, body);
    const email = await findEmail(ctx, input.user, input.token, 'reset');
    if (!email) throw invalidLink();
    const hash = await hashPassword(input.password, ctx.random.salts.hex(32), ctx.pbkdf2Iterations);
    await ctx.db.transaction('rw', ctx.db.credentials, ctx.db.emails, ctx.db.sessions, async () => {
      await ctx.db.credentials.put({ userId: input.user, password: hash });
      await ctx.db.emails.update(email.id!, { used: true });
      // A new password ends every session of the account.
      await ctx.db.sessions.where('userId').equals(input.user).modify({ revoked: true });
    });
    await clearLoginAttempts(ctx, input.user);
    return { success: true };
  },
};
