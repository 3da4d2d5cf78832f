/** Which promotion banners the slider shows, and its position counter (community.md §2, §3). */
import { BANNER_SLIDER_CAP, type PromotionBanner } from '@contract/index';

export type BannerLayout = keyof typeof BANNER_SLIDER_CAP;

/**
 * The banners of a layout as the slider shows them: the sportsbook's or the casino's (the server filters by the
 * sport flag already; a server that does not is filtered here too), Poker banners only for signed-in players,
 * and no more than the layout's counter goes up to.
 */
export function bannerSlides(
  banners: readonly PromotionBanner[],
  layout: BannerLayout,
  signedIn: boolean,
): PromotionBanner[] {
  const sport = layout === 'sportsbook';
  return banners
    .filter((banner) => banner.sport === sport && (signedIn || banner.type !== 'Poker'))
    .slice(0, BANNER_SLIDER_CAP[layout]);
}

/** 'n / total' for the banner in view (0-based index). */
export const positionText = (index: number, total: number) => `${Math.min(index + 1, total)} / ${total}`;
