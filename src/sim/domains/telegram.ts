/**
 * Telegram mini-app sign-in (platform.md §4 "Telegram mode"): initData is checked with Telegram's own
 * Web App algorithm against the sim's bot token.
 */
import { CODES, HTTP, TELEGRAM_ERRORS } from '@contract/index';
import { telegramBodySchema } from '@contract/schemas';
import { constantTimeEqual, hmacSha256, bytesToHex, utf8ToBytes } from '../services/crypto';
import { HttpError } from '../services/http-error';
import { parseBody } from '../services/validation';
import type { RouteHandlers } from '../router';
import { createUser, freeName } from './users';

/** The simulated bot's token (demo only: it signs nothing real). */
export const SIM_TELEGRAM_BOT_TOKEN = '7000000001:AAsimulated-bot-token-for-the-demo-harness';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const CLOCK_SKEW_MS = 60 * 1000;

function dataCheckString(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/** hash = hex(HMAC_SHA256(HMAC_SHA256('WebAppData', botToken), data_check_string)). */
export function telegramHash(params: URLSearchParams, botToken: string): string {
  const secret = hmacSha256(utf8ToBytes('WebAppData'), utf8ToBytes(botToken));
  return bytesToHex(hmacSha256(secret, utf8ToBytes(dataCheckString(params))));
}

/** Signs initData fields the way Telegram does: for tests, scripts and demo links. */
export function signTelegramInitData(
  fields: Record<string, string>,
  botToken = SIM_TELEGRAM_BOT_TOKEN,
): string {
  const params = new URLSearchParams(fields);
  params.set('hash', telegramHash(params, botToken));
  return params.toString();
}

const refused = () => new HttpError(HTTP.unauthorized, CODES.telegramFailed, TELEGRAM_ERRORS.failed);

export const telegramRoutes: RouteHandlers = {
  'POST /api/telegram/generateToken': async ({ ctx, body }) => {
    const { initData } = parseBody(telegramBodySchema, body);
    const params = new URLSearchParams(initData);
    const hash = params.get('hash') ?? '';
    if (!constantTimeEqual(hash, telegramHash(params, SIM_TELEGRAM_BOT_TOKEN))) throw refused();
    const authDate = Number(params.get('auth_date')) * 1000;
    const age = ctx.clock.now() - authDate;
    // Stale data is refused, and so is data dated in the future beyond a little clock skew.
    if (!Number.isFinite(authDate) || age > MAX_AGE_MS || age < -CLOCK_SKEW_MS) throw refused();

    let telegramUser: { id?: unknown; username?: unknown; first_name?: unknown };
    try {
      telegramUser = JSON.parse(params.get('user') ?? '') as typeof telegramUser;
    } catch {
      throw refused();
    }
    if (typeof telegramUser.id !== 'number') throw refused();
    const name = String(telegramUser.username ?? telegramUser.first_name ?? `tg${telegramUser.id}`);
    const user =
      (await ctx.db.users.where('telegram_id').equals(telegramUser.id).first()) ??
      (await createUser(ctx, {
        name: await freeName(ctx, name),
        email: null,
        password: null,
        telegramId: telegramUser.id,
      }));
    const session = await ctx.sessions.start(user._id, Boolean(user.twoFactorSecret));
    return { token: session.token };
  },
};
