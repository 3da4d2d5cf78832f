/**
 * The promotion banners (community.md §2, §3, §7) and the modal banner (platform.md §3), from
 * fixtures/promotions. `sport` picks the sportsbook layout's banners; Poker banners are answered to everyone
 * (the client hides them from guests). Activating a banner activates its code as POST /api/promocode/activate
 * does; a Deposit banner then opens deposit, and any refusal reads PROMOTION_TEXTS.failed with the promo code.
 */
import bannerFixtures from '@fixtures/promotions/banners.json';
import modalBanner from '@fixtures/promotions/modal-banner.json';
import type { ModalBanner, PromoActivation, PromotionBanner } from '@contract/promotions';
import { bannerActivateBodySchema, promotionBannersBodySchema } from '@contract/promotions-schemas';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import { activateCode, activationAnswer } from './activate';
import { bannerError } from './errors';
import { normalCode } from './lookup';
import { DEPOSIT_CURRENCY } from './rewards';

export const BANNERS = bannerFixtures as readonly PromotionBanner[];
export const MODAL_BANNER: ModalBanner = modalBanner;

export function promotionBanners(raw: unknown): PromotionBanner[] {
  const { sport = false } = parseBody(promotionBannersBodySchema, raw);
  return BANNERS.filter((banner) => banner.sport === sport);
}

export async function activateBanner(
  ctx: SimContext,
  user: UserRecord,
  raw: unknown,
): Promise<PromoActivation> {
  const { code } = parseBody(bannerActivateBodySchema, raw);
  const banner = BANNERS.find((entry) => normalCode(entry.code) === normalCode(code));
  if (!banner) throw bannerError(1);
  try {
    const answer = activationAnswer(await activateCode(ctx, user, banner.code));
    return banner.type === 'Deposit' ? { ...answer, deposit: { currency: DEPOSIT_CURRENCY } } : answer;
  } catch (error) {
    throw error instanceof HttpError ? bannerError(error.code) : error;
  }
}
