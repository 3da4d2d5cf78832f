/**
 * embla's carousel, loaded after the row has painted: the row is laid out by CSS alone (a strip of slides), so
 * the first screen needs none of embla's code; once it has loaded, embla takes the strip over (dragging,
 * snapping, the arrows' ends). The same job as embla-carousel-react's hook, without its code on the first load.
 */
import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * Embla watches sizes and visibility with ResizeObserver and IntersectionObserver; where a runtime lacks them
 * (old browsers, bare test DOMs) a row stays a plain horizontally scrollable strip.
 */
export const carouselSupported = () =>
  typeof window !== 'undefined' && 'ResizeObserver' in window && 'IntersectionObserver' in window;

/** The viewport's ref and, once embla runs on it, its API. `options` must keep its identity (a constant). */
export function useLazyCarousel(
  options: EmblaOptionsType,
  enabled: boolean,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport || !enabled) return;
    let carousel: EmblaCarouselType | null = null;
    let active = true;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (!active) return;
      carousel = EmblaCarousel(viewport, options);
      setApi(carousel);
    });
    return () => {
      active = false;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, enabled, options]);
  return [setViewport, api];
}
