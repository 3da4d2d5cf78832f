/**
 * Promo codes, the bonus wheel, the Discord bonus and the banners (platform.md §3, §4, §7, §8; community.md
 * §2, §3, §7). Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain (service.ts) and its fixtures come on first use.
 */
import type { RouteKey } from '@contract/index';
import { lazyRoutes } from '../../router';

const PROMO_CODE_ROUTE_KEYS = [
  'POST /api/promocode/activate',
  'POST /api/promocode/listPublic',
  'POST /api/promocode/ticket/data',
  'POST /api/promocode/ticket/spin',
  'POST /api/promocode/discord/state',
  'POST /api/promocode/discord/join',
  'POST /api/promocode/discord',
  'POST /api/promotionBanners',
  'POST /api/promocode/promotion-banner-activate',
  'POST /api/banner',
] as const satisfies readonly RouteKey[];

export const promoCodeRoutes = lazyRoutes(
  PROMO_CODE_ROUTE_KEYS,
  async () => (await import('./service')).promoCodeHandlers,
);
