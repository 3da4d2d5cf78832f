/** The signed-in user: profile, two-factor check, email change and verification (platform.md §4, §7). */
import { CODES, HTTP, MESSAGES, VALIDATION_TEXTS } from '@contract/index';
import { confirmEmailBodySchema, twoFactorBodySchema, updateEmailBodySchema } from '@contract/schemas';
import { HttpError } from '../services/http-error';
import { verifyTotp } from '../services/totp';
import { parseBody } from '../services/validation';
import { authed, type RouteHandlers } from '../router';
import { checkCodeLimited } from './auth-limits';
import { findEmail, sendEmail } from './email';
import { toWireUser } from './users';

/** A verification email may be sent again after this long (the spec's 'You're too quick' answer). */
export const VERIFY_EMAIL_COOLDOWN_MS = 60_000;

export const accountRoutes: RouteHandlers = {
  'GET /api/user': async (input) => toWireUser(authed(input).user),

  'POST /api/user/2fa_validate': async ({ ctx, body, session }) => {
    if (!session) throw new HttpError(HTTP.unauthorized, CODES.unauthenticated, MESSAGES.unauthenticated);
    const { code } = parseBody(twoFactorBodySchema, body);
    const user = await ctx.db.users.get(session.userId);
    const secret = user?.twoFactorSecret;
    if (secret) await checkCodeLimited(ctx, session, () => verifyTotp(secret, code, ctx.clock.now()));
    await ctx.sessions.passTwoFactor(session.token);
    return { success: true };
  },

  'POST /api/user/updateEmail': async (input) => {
    const { ctx, user } = authed(input);
    const { email } = parseBody(updateEmailBodySchema, input.body);
    const owner = await ctx.db.users.where('emailLower').equals(email).first();
    if (owner && owner._id !== user._id) {
      throw new HttpError(HTTP.unprocessable, CODES.validation, VALIDATION_TEXTS.emailTaken, {
        email: [VALIDATION_TEXTS.emailTaken],
      });
    }
    const changes = { email, emailLower: email, email_verified: false };
    await ctx.db.users.update(user._id, changes);
    const updated = { ...user, ...changes };
    await sendEmail(ctx, updated, 'verify');
    return { user: toWireUser(updated, input.token ?? undefined) };
  },

  'POST /api/user/verifyEmail': async (input) => {
    const { ctx, user } = authed(input);
    if (!user.email) throw new HttpError(HTTP.unprocessable, CODES.validation, VALIDATION_TEXTS.invalidEmail);
    const last = await ctx.db.emails
      .where('userId')
      .equals(user._id)
      .filter((e) => e.kind === 'verify')
      .last();
    if (last && ctx.clock.now() - last.sentAt < VERIFY_EMAIL_COOLDOWN_MS) {
      throw new HttpError(
        HTTP.tooManyRequests,
        CODES.generic,
        "You're too quick, try again in a few minutes.",
      );
    }
    await sendEmail(ctx, user, 'verify');
    return { success: true };
  },

  'POST /api/user/confirmEmail': async ({ ctx, body }) => {
    const input = parseBody(confirmEmailBodySchema, body);
    const email = await findEmail(ctx, input.user, input.token, 'verify');
    const user = email ? await ctx.db.users.get(input.user) : undefined;
    // Only the link for the address the account has now counts.
    if (!email || !user || user.email !== email.to) {
      throw new HttpError(HTTP.badRequest, CODES.generic, 'This link is invalid or has expired');
    }
    await ctx.db.transaction('rw', ctx.db.users, ctx.db.emails, async () => {
      await ctx.db.users.update(user._id, { email_verified: true });
      await ctx.db.emails.update(email.id!, { used: true });
    });
    return { success: true };
  },
};
