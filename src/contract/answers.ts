/**
 * zod schemas of the answers the client relies on (platform.md §3, community.md §3), checked at the seam so
 * that a malformed answer is an ApiError at once, not a crash three components later. Lenient on extra fields
 * (a real API adds its own); strict on the fields the client reads. Fields the client tolerates the absence
 * of (mute, ignore, a currency's style) are optional but typed.
 *
 * Written with zod/mini, zod's tree-shakable form: these checks run in the initial bundle, which keeps the
 * full zod (the forms' schemas, schemas.ts) in the lazily loaded form chunk.
 */
import * as z from 'zod/mini';
import type { RouteKey } from './routes';

const amount = z.number().check(z.nonnegative());
const id = z.string().check(z.minLength(1));

export const balancePairSchema = z.looseObject({ real: amount, demo: amount });

export const userAnswerSchema = z.looseObject({
  _id: id,
  name: z.string(),
  /** null when the account has none: the client then asks for one (forced email modal). */
  email: z.nullable(z.string()),
  email_verified: z.boolean(),
  /** Present in auth answers; GET /api/user may leave it out. */
  token: z.optional(id),
  avatar: z.string(),
  roles: z.array(z.looseObject({ id: z.string() })),
  permissions: z.array(z.looseObject({ id: z.string() })),
  vipLevel: z.int().check(z.nonnegative()),
  self_excluded: z.boolean(),
  private_bets: z.boolean(),
  created_at: z.string(),
  mute: z.optional(z.nullable(z.number())),
  ignore: z.optional(z.array(z.string())),
});

/** Auth answers that start a session carry its token. */
export const authAnswerSchema = z.looseObject({ user: z.extend(userAnswerSchema, { token: id }) });
/** Auth answers that refresh a running session (the token is the one already known). */
export const userRefreshAnswerSchema = z.looseObject({ user: userAnswerSchema });

export const currencyAnswerSchema = z.looseObject({
  id,
  name: z.string(),
  icon: z.string(),
  decimals: z.int().check(z.minimum(0), z.maximum(18)),
  balance: balancePairSchema,
  price: amount,
  priceEur: amount,
  style: z.optional(z.looseObject({ color: z.string() })),
});

export const bonusAnswerSchema = z.looseObject({ currency: id, value: amount, frozenValue: amount });

/** The routes whose answers are checked, each with its schema; other answers pass as they are. */
export const ANSWER_SCHEMAS: Partial<Record<RouteKey, z.ZodMiniType>> = {
  'POST /auth/login': authAnswerSchema,
  'POST /auth/register': authAnswerSchema,
  'POST /auth/metamask/signature': authAnswerSchema,
  // A token login may answer without the token: the client keeps the one it sent.
  'POST /auth/loginViaToken': userRefreshAnswerSchema,
  'POST /auth/update': userRefreshAnswerSchema,
  'POST /api/user/updateEmail': userRefreshAnswerSchema,
  'GET /api/user': userAnswerSchema,
  'POST /api/data/currencies': z.array(currencyAnswerSchema),
  'POST /api/bonusBalance': z.array(bonusAnswerSchema),
  'POST /api/user/demo': z.looseObject({ currency: id, balance: balancePairSchema }),
  'POST /api/guest/wallet': z.looseObject({ balances: z.record(z.string(), amount) }),
};

/** Where and why an answer fails its schema, e.g. "user._id: Invalid input: expected string". */
export function answerProblems(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
}
