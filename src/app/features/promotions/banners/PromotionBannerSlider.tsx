import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { PromotionBanner } from '@contract/index';
import { api } from '../../../api/api';
import { Icon } from '../../../components/Icon';
import { useSession } from '../../auth';
import { activateBanner } from './activate-banner';
import { bannerSlides, positionText, type BannerLayout } from './banner-slides';
import './banners.css';

/** The first banner in view (0 before the carousel runs). */
function useFirstInView(api: EmblaCarouselType | undefined): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange).on('slidesInView', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('slidesInView', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(subscribe, () => api?.slidesInView()[0] ?? api?.selectedScrollSnap() ?? 0);
}

function BannerCard({ banner, signedIn }: { banner: PromotionBanner; signedIn: boolean }) {
  const [busy, setBusy] = useState(false);
  const activate = () => {
    setBusy(true);
    void activateBanner(banner, signedIn).finally(() => setBusy(false));
  };
  return (
    <li className={`promo-banner promo-banner--${banner.type.toLowerCase()}`}>
      <img className="promo-banner__art" src={banner.image} alt="" loading="lazy" />
      <div className="promo-banner__text">
        <h3 className="promo-banner__title">{banner.title}</h3>
        <button type="button" className="button button--primary" disabled={busy} onClick={activate}>
          {banner.type === 'Deposit' ? 'Get the bonus' : 'Claim'}
          <span className="visually-hidden">: {banner.title}</span>
        </button>
      </div>
    </li>
  );
}

export interface PromotionBannerSliderProps {
  layout: BannerLayout;
  /** The carousel the slot runs (PromotionBannersSlot says why): its viewport's ref and, once running, its API. */
  viewportRef: (viewport: HTMLElement | null) => void;
  carousel: EmblaCarouselType | undefined;
}

/**
 * The home's promotion banners (community.md §2): a slider of the layout's banners with a position counter
 * and arrows; each banner's button activates its code (POST /api/promocode/promotion-banner-activate).
 * Nothing is shown while loading, on a failure or without banners: it is an extra under the hero.
 */
export function PromotionBannerSlider({ layout, viewportRef, carousel }: PromotionBannerSliderProps) {
  const signedIn = useSession((session) => session.status === 'signedIn');
  const [banners, setBanners] = useState<PromotionBanner[]>([]);
  const first = useFirstInView(carousel);

  useEffect(() => {
    let active = true;
    api('POST /api/promotionBanners', { sport: layout === 'sportsbook' }).then(
      (answer) => active && setBanners(answer),
      () => active && setBanners([]),
    );
    return () => {
      active = false;
    };
  }, [layout]);

  const slides = bannerSlides(banners, layout, signedIn);
  useEffect(() => carousel?.reInit(), [carousel, slides.length]);
  if (slides.length === 0) return null;

  return (
    <section className="promo-banners" aria-roledescription="carousel" aria-label="Promotion banners">
      <div className="promo-banners__bar">
        <h2 className="promo-banners__heading">Promotions</h2>
        <span className="promo-banners__counter" aria-label="Banner position">
          {positionText(first, slides.length)}
        </span>
        <button
          type="button"
          className="icon-button promo-banners__arrow promo-banners__arrow--prev"
          aria-label="Previous banner"
          onClick={() => carousel?.scrollPrev()}
        >
          <Icon name="chevron" />
        </button>
        <button
          type="button"
          className="icon-button promo-banners__arrow"
          aria-label="Next banner"
          onClick={() => carousel?.scrollNext()}
        >
          <Icon name="chevron" />
        </button>
      </div>
      <div className="promo-banners__viewport" ref={viewportRef}>
        <ul className="promo-banners__track">
          {slides.map((banner) => (
            <BannerCard key={banner._id} banner={banner} signedIn={signedIn} />
          ))}
        </ul>
      </div>
    </section>
  );
}
