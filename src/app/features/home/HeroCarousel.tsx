import { useCallback, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { Slide } from '@contract/catalogue';
import { Icon } from '../../components/Icon';
import { modeForPath } from '../../hooks/mode';
import { fetchSlides } from '../catalogue/api';
import { useAnswer } from '../catalogue/use-answer';
import { carouselSupported, useLazyCarousel } from './lazy-carousel';

/** One slide a view, wrapping round; it moves only when the player moves it (no autoplay). */
const HERO_OPTIONS: EmblaOptionsType = { loop: true, align: 'start' };
const PLACEHOLDERS = [0, 1, 2];

/** The slide in view (0 before the carousel runs). */
function useSelectedSlide(api: EmblaCarouselType | undefined): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(subscribe, () => api?.selectedScrollSnap() ?? 0);
}

/** The casino view shows every slide but the sport ones; the sport view only those. */
export const slidesFor = (slides: readonly Slide[], mode: 'casino' | 'sport') =>
  slides.filter((slide) => (slide.category === 'sport') === (mode === 'sport'));

function SlideMedia({ media, eager }: { media: Slide['type']; eager: boolean }) {
  const style = { objectFit: media.objectFit };
  if (media.type === 'video') {
    return (
      <video
        className="hero__media"
        src={media.path}
        style={style}
        muted
        loop
        playsInline
        aria-hidden="true"
      />
    );
  }
  return (
    <img
      className="hero__media"
      src={media.path}
      style={style}
      alt=""
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}

function HeroSlide({ slide, index, count }: { slide: Slide; index: number; count: number }) {
  return (
    <div
      className="hero__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
    >
      <SlideMedia media={slide.type} eager={index === 0} />
      <div className="hero__text">
        <h2 className="hero__title">{slide.text.title}</h2>
        <p className="hero__subtitle">{slide.text.subtitle}</p>
        <Link
          to={slide.button.link}
          className="button hero__button"
          style={{ background: slide.button.style.color }}
        >
          {slide.button.text}
        </Link>
      </div>
    </div>
  );
}

/** The home's hero carousel (platform.md §3 "Slide"): three placeholder slides until the slides arrive. */
export function HeroCarousel() {
  const { pathname } = useLocation();
  const { status, data } = useAnswer(fetchSlides);
  const slides = slidesFor(data ?? [], modeForPath(pathname));
  const supported = carouselSupported();
  const [viewportRef, api] = useLazyCarousel(HERO_OPTIONS, supported);
  const selected = useSelectedSlide(api);
  if (status !== 'loading' && slides.length === 0) return null;
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Promotions"
      aria-busy={status === 'loading'}
    >
      <div className="hero__viewport" ref={viewportRef}>
        <div className="hero__track">
          {status === 'loading'
            ? PLACEHOLDERS.map((index) => (
                <div key={index} className="hero__slide hero__slide--placeholder" />
              ))
            : slides.map((slide, index) => (
                <HeroSlide key={slide.name} slide={slide} index={index} count={slides.length} />
              ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="hero__controls">
          <button
            type="button"
            className="icon-button hero__arrow hero__arrow--prev"
            aria-label="Previous slide"
            onClick={() => api?.scrollPrev()}
          >
            <Icon name="chevron" />
          </button>
          <div className="hero__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.name}
                type="button"
                className="hero__dot"
                aria-label={`Slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button hero__arrow"
            aria-label="Next slide"
            onClick={() => api?.scrollNext()}
          >
            <Icon name="chevron" />
          </button>
        </div>
      )}
    </section>
  );
}
