import { Children, useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { Icon } from '../../components/Icon';
import { carouselSupported, useLazyCarousel } from './lazy-carousel';

export interface CarouselRowProps {
  title: string;
  /** The row's full list; a row without one (recent games) has no 'View all' and no see-all tile. */
  viewAll?: string;
  /** The number the see-all tile shows (how many there are in all); none while unknown. */
  count?: number;
  className?: string;
  /** One element per slide; the see-all tile follows them. */
  children: ReactNode;
}

const NO_SCROLL = '0 0';

const CAROUSEL_OPTIONS: EmblaOptionsType = {
  align: 'start',
  slidesToScroll: 'auto',
  containScroll: 'trimSnaps',
};

/** Whether the carousel can scroll back and on, as "prev next" flags; re-read on every snap change. */
function useScrollEnds(api: EmblaCarouselType | undefined): { canPrev: boolean; canNext: boolean } {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange).on('slidesChanged', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('slidesChanged', onChange);
      };
    },
    [api],
  );
  const snapshot = useSyncExternalStore(subscribe, () =>
    api ? `${Number(api.canScrollPrev())} ${Number(api.canScrollNext())}` : NO_SCROLL,
  );
  return { canPrev: snapshot[0] === '1', canNext: snapshot[2] === '1' };
}

/**
 * A home row (community.md §2 "Home page"): heading, 'View all', previous/next arrows and its slides ending
 * with a see-all tile. Eight slides per view, three at 991 px and below (CSS, §9).
 */
export function CarouselRow({ title, viewAll, count, className, children }: CarouselRowProps) {
  const headingId = useId();
  const supported = carouselSupported();
  const [viewportRef, api] = useLazyCarousel(CAROUSEL_OPTIONS, supported);
  const { canPrev, canNext } = useScrollEnds(api);
  return (
    <section className={clsx('category-row', 'game-row', className)} aria-labelledby={headingId}>
      <div className="category-row__header">
        <h3 id={headingId}>{title}</h3>
        <div className="game-row__controls">
          {viewAll && (
            <Link to={viewAll} aria-label={`View all ${title}`}>
              View all
            </Link>
          )}
          <button
            type="button"
            className="icon-button game-row__arrow game-row__arrow--prev"
            aria-label={`Previous ${title}`}
            disabled={!canPrev}
            onClick={() => api?.scrollPrev()}
          >
            <Icon name="chevron" />
          </button>
          <button
            type="button"
            className="icon-button game-row__arrow"
            aria-label={`Next ${title}`}
            disabled={!canNext}
            onClick={() => api?.scrollNext()}
          >
            <Icon name="chevron" />
          </button>
        </div>
      </div>
      <div
        className={supported ? 'game-row__viewport' : 'game-row__viewport game-row__viewport--native'}
        ref={viewportRef}
      >
        <ul className="game-row__track">
          {Children.map(children, (child) => (
            <li className="game-row__slide">{child}</li>
          ))}
          {viewAll && (
            <li className="game-row__slide">
              <Link to={viewAll} className="game-row__see-all" aria-label={`See all ${title}`}>
                {count !== undefined && <span className="game-row__see-all-count">{count}</span>}
                <span>See all</span>
              </Link>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
