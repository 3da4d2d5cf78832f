/** The promo-codes domain behind its lazy entry (index.ts): the route handlers. */
import { BANNER_MODAL_PLUGIN } from '@contract/promotions';
import { LICENCE } from '../../context';
import { authed, type RouteHandlers } from '../../router';
import { activatePromo } from './activate';
import { MODAL_BANNER, activateBanner, promotionBanners } from './banners';
import { claimDiscordBonus, discordState, joinDiscord } from './discord';
import { listPublicCodes } from './list';
import { readTicketData, spinWheel } from './wheel';

export const promoCodeHandlers: RouteHandlers = {
  'POST /api/promocode/activate': (input) => {
    const { ctx, user, body } = authed(input);
    return activatePromo(ctx, user, body);
  },
  'POST /api/promocode/listPublic': ({ ctx }) => listPublicCodes(ctx),
  'POST /api/promocode/ticket/data': (input) => {
    const { ctx, user } = authed(input);
    return readTicketData(ctx, user._id);
  },
  'POST /api/promocode/ticket/spin': (input) => {
    const { ctx, user } = authed(input);
    return spinWheel(ctx, user);
  },
  'POST /api/promocode/discord/state': (input) => {
    const { ctx, user } = authed(input);
    return discordState(ctx, user._id);
  },
  'POST /api/promocode/discord/join': (input) => {
    const { ctx, user } = authed(input);
    return joinDiscord(ctx, user._id);
  },
  'POST /api/promocode/discord': (input) => {
    const { ctx, user } = authed(input);
    return claimDiscordBonus(ctx, user._id);
  },
  'POST /api/promotionBanners': async ({ body }) => promotionBanners(body),
  'POST /api/promocode/promotion-banner-activate': (input) => {
    const { ctx, user, body } = authed(input);
    return activateBanner(ctx, user, body);
  },
  // On while the licence has the modal banner's plugin (switched from the demo panel).
  'POST /api/banner': async ({ ctx }) => {
    const { licenceOf } = await import('../licence');
    const { plugins } = await licenceOf(ctx, LICENCE);
    return { ...MODAL_BANNER, enabled: MODAL_BANNER.enabled && plugins.includes(BANNER_MODAL_PLUGIN) };
  },
};
