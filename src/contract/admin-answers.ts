/** zod schemas of the staff page's answers (admin.ts) that the client relies on (see answers.ts for the rules). */
import { z } from 'zod';
import type { RouteKey } from './routes';

const amount = z.number().nonnegative();
const signed = z.number();
const id = z.string().min(1);
const count = z.int().nonnegative();
const time = z.number();

const actionSchema = z.looseObject({
  _id: id,
  kind: z.enum(['mute', 'unmute', 'selfExclude', 'liftSelfExclusion', 'signOut', 'adjustment']),
  at: time,
  by: z.looseObject({ _id: id, name: z.string() }),
  minutes: count.optional(),
  until: time.nullable().optional(),
  currency: id.optional(),
  amount: signed.optional(),
  reason: z.string().optional(),
  sessions: count.optional(),
});

const detailsSchema = z.looseObject({
  user: z.looseObject({
    _id: id,
    name: z.string(),
    avatar: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    created_at: z.string(),
    roles: z.array(z.looseObject({ id: z.string() })),
    permissions: z.array(z.looseObject({ id: z.string() })),
    vipLevel: count,
    two_factor_enabled: z.boolean(),
    private_bets: z.boolean(),
  }),
  kyc: z.looseObject({
    required: z.boolean(),
    verified: z.boolean(),
    status: z.literal('pending').nullable(),
  }),
  mute: z.looseObject({ until: time, forever: z.boolean() }).nullable(),
  selfExclusion: z.looseObject({ until: time.nullable() }).nullable(),
  invitedBy: z.looseObject({ _id: id, name: z.string() }).nullable(),
  balances: z.array(
    z.looseObject({ currency: id, real: amount, bonus: amount, demo: amount, realUsd: amount }),
  ),
  totals: z.looseObject({ depositedUsd: amount, wageredUsd: amount }),
  activeSessions: count,
  actions: z.array(actionSchema),
});

const pageShape = { page: z.int().min(1), pages: z.int().min(1), total: count };

const ledgerPageSchema = z.looseObject({
  ...pageShape,
  data: z.array(
    z.looseObject({
      id: count,
      at: time,
      currency: id,
      kind: z.enum(['real', 'demo', 'bonus']),
      delta: signed,
      balanceAfter: amount,
      reason: z.string(),
      ref: z.string(),
    }),
  ),
});

const betPageSchema = z.looseObject({
  ...pageShape,
  data: z.array(
    z.looseObject({
      id,
      number: count,
      game: id,
      currency: id,
      demo: z.boolean(),
      wager: amount,
      payout: amount,
      profit: signed,
      multiplier: amount,
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

const sessionsSchema = z.array(
  z.looseObject({
    id,
    createdAt: time,
    lastSeen: time,
    twoFactorPending: z.boolean(),
    current: z.boolean(),
  }),
);

export const ADMIN_ANSWER_SCHEMAS: Partial<Record<RouteKey, z.ZodType>> = {
  'POST /api/admin/user': detailsSchema,
  'POST /api/admin/user/ledger': ledgerPageSchema,
  'POST /api/admin/user/bets': betPageSchema,
  'POST /api/admin/user/sessions': sessionsSchema,
  'POST /api/admin/user/mute': detailsSchema,
  'POST /api/admin/user/unmute': detailsSchema,
  'POST /api/admin/user/selfExclusion': detailsSchema,
  'POST /api/admin/user/selfExclusion/lift': detailsSchema,
  'POST /api/admin/user/signOut': detailsSchema,
  'POST /api/admin/user/adjust': detailsSchema,
};
