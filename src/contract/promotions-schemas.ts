/** Request schemas of the promotions calls (promotions-routes.ts); the sim validates with them, forms reuse them. */
import * as z from 'zod/mini';
import { PROMO } from './promotions';

/** A promo code as typed: trimmed, 1 to 40 characters. */
export const promoCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(PROMO.codeMaxLength));

export const activatePromoBodySchema = z.object({ code: promoCodeSchema });
export const bannerActivateBodySchema = z.object({ code: promoCodeSchema });
export const promotionBannersBodySchema = z.object({ sport: z.optional(z.boolean()) });
export const depositOptInBodySchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)) });
export const cancelBonusBodySchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)) });
