/**
 * Promo codes, the bonus wheel, the Discord bonus and the banners (platform.md §3, §4, §7, §8; community.md
 * §2, §3, §7). Registered in src/sim/index.ts.
 */
import type { RouteHandlers } from '../../router';

export const promoCodeRoutes: RouteHandlers = {};
