/** zod schemas of the promotions answers the client relies on (see answers.ts for the rules they follow). */
import { z } from 'zod';
import type { RouteKey } from './routes';

const amount = z.number().nonnegative();
const id = z.string().min(1);
const count = z.int().nonnegative();

const rewardSchema = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('tickets'), count }),
  z.looseObject({ kind: z.literal('bonus'), usd: amount, currency: id, multiplier: amount }),
  z.looseObject({ kind: z.literal('depositBonus'), bonusId: id }),
  z.looseObject({ kind: z.literal('rakeback'), percent: amount }),
]);

const activationSchema = z.looseObject({
  message: z.string(),
  reward: rewardSchema,
  deposit: z.looseObject({ currency: id }).nullable(),
});

const ticketDataSchema = z.looseObject({
  model: z.looseObject({ tickets: count }),
  promocodes: z.array(z.looseObject({ _id: id, code: z.string() })),
});

const discordStateSchema = z.looseObject({ joined: z.boolean(), claimed: z.boolean() });
const ok = z.looseObject({ success: z.literal(true) });

export const PROMOTIONS_ANSWER_SCHEMAS: Partial<Record<RouteKey, z.ZodType>> = {
  'POST /api/promocode/activate': activationSchema,
  'POST /api/promocode/promotion-banner-activate': activationSchema,
  'POST /api/promocode/listPublic': z.array(
    z.looseObject({
      _id: id,
      code: id,
      title: z.string(),
      reward: rewardSchema,
      expiresAt: z.number().nullable(),
      usesLeft: count.nullable(),
    }),
  ),
  'POST /api/promocode/ticket/data': ticketDataSchema,
  'POST /api/promocode/ticket/spin': z.looseObject({
    segment: z.int().min(1),
    usd: amount,
    currency: id,
    betId: id,
    serverSeedHash: id,
    clientSeed: z.string(),
    nonce: count,
  }),
  'POST /api/promocode/bonus': z.looseObject({ value: amount, next: z.number() }),
  'POST /api/promotionBanners': z.array(
    z.looseObject({
      _id: id,
      title: z.string(),
      image: z.string(),
      link: z.string(),
      type: z.string(),
      sport: z.boolean(),
      code: z.string(),
    }),
  ),
  'POST /api/banner': z.looseObject({
    enabled: z.boolean(),
    image: z.string(),
    title: z.string(),
    content: z.string(),
  }),
  'POST /api/data/promotions/depositBonus': z.looseObject({
    model: z
      .looseObject({
        _id: id,
        name: z.string(),
        description: z.string(),
        conditions: z.array(z.string()).optional(),
        max: amount.optional(),
        multiplier: amount,
        percent: amount.optional(),
      })
      .nullable(),
    state: z.looseObject({ checkedIn: z.boolean() }).nullable(),
  }),
  'POST /api/data/promotions/depositOptIn': ok,
  'POST /api/data/promotions/rakeback': z.looseObject({ percent: amount, next: z.number().nullable() }),
  'POST /api/data/rakeback': z.array(z.looseObject({ id, value: amount })),
  'POST /api/data/claimRakeback': ok,
  'POST /api/cancelBonus': ok,
  'POST /api/promocode/discord/state': discordStateSchema,
  'POST /api/promocode/discord/join': discordStateSchema,
  'POST /api/promocode/discord': ticketDataSchema,
  'POST /api/data/cashback': z.looseObject({
    percent: amount,
    todayLossUsd: amount,
    nextAt: z.number(),
    paid: z.array(z.looseObject({ at: z.number(), usd: amount, currency: id, value: amount })),
  }),
  'POST /api/affiliate': z.looseObject({
    code: id,
    percent: amount,
    referrals: z.array(
      z.looseObject({
        name: z.string(),
        avatar: z.string(),
        joinedAt: z.number(),
        wageredUsd: amount,
        commissionUsd: amount,
      }),
    ),
    paidUsd: amount,
    pendingUsd: amount,
    nextPayoutAt: z.number(),
  }),
  'POST /api/vip': z.looseObject({
    levels: z.array(
      z.looseObject({
        level: count,
        name: z.string(),
        withdrawFee: amount,
        depositRequirement: amount,
        wagerRequirement: amount,
        bonusWheelMaxReward: amount,
      }),
    ),
    data: z.looseObject({ type: z.literal('data'), deposited: amount, wagered: amount }).nullable(),
  }),
  'POST /api/data/notifications': z.array(
    z.looseObject({ _id: id, icon: z.string(), text: z.string(), createdAt: z.number().optional() }),
  ),
};
