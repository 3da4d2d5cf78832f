/**
 * Where a layout places the promotion banners. Small on purpose: it is in the home's first load, and the
 * slider (with its call and styles) is fetched once the browser is idle. The slot runs the carousel (the
 * home's lazy embla hook, already in the home's chunk) and hands it to the slider, so that the slider's chunk
 * does not share that hook with the home and split it into a file of its own on the first load.
 */
import { useEffect, useState } from 'react';
import type { EmblaOptionsType } from 'embla-carousel';
import { lazyComponent, whenIdle } from '../../../components/lazy';
import { carouselSupported, useLazyCarousel } from '../../home/lazy-carousel';
import type { BannerLayout } from './banner-slides';

const PromotionBannerSlider = lazyComponent(() =>
  import('./PromotionBannerSlider').then((module) => module.PromotionBannerSlider),
);

const OPTIONS: EmblaOptionsType = { align: 'start', containScroll: 'trimSnaps' };

export function PromotionBannersSlot({ layout = 'casino' }: { layout?: BannerLayout }) {
  const [ready, setReady] = useState(false);
  const [viewportRef, carousel] = useLazyCarousel(OPTIONS, carouselSupported());
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      // Without its chunk (a dropped network) the page simply has no banners.
      PromotionBannerSlider.preload().then(
        () => active && setReady(true),
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return ready ? (
    <PromotionBannerSlider layout={layout} viewportRef={viewportRef} carousel={carousel} />
  ) : null;
}
