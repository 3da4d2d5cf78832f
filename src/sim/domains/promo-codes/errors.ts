/**
 * How the promotions' calls refuse: the contract's catalogues (PROMO_ERRORS 1-9, SPIN_ERRORS, DISCORD_ERRORS)
 * in the wire's error envelope, with status 400 as the wallet's catalogue refusals (withdraw codes 1-5) use.
 */
import { HTTP, PROMO_ERRORS } from '@contract/index';
import { DISCORD_ERRORS, PROMOTION_TEXTS, SPIN_ERRORS } from '@contract/promotions';
import { HttpError, refusal } from '../../services/http-error';

export type PromoErrorCode = keyof typeof PROMO_ERRORS;

export const promoError = (code: PromoErrorCode) => new HttpError(HTTP.badRequest, code, PROMO_ERRORS[code]);

/** A banner's activation that fails keeps the promo code's number and reads 'Something went wrong...'. */
export const bannerError = (code: number) => new HttpError(HTTP.badRequest, code, PROMOTION_TEXTS.failed);

export const spinError = (reason: keyof typeof SPIN_ERRORS) => refusal(HTTP.badRequest, SPIN_ERRORS[reason]);

export const discordError = (code: keyof typeof DISCORD_ERRORS) =>
  new HttpError(HTTP.badRequest, code, DISCORD_ERRORS[code]);
