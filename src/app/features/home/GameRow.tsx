import { useCallback, useId, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { GameTile } from '../../components/game-tile';
import { Icon } from '../../components/Icon';
import { useLazyCarousel } from './lazy-carousel';
import { ROW_GAME_LIMIT } from './originals';

export interface GameRowProps {
  title: string;
  viewAll: string;
  games: readonly { id: string; name: string; disabled?: boolean }[];
}

/**
 * Embla watches sizes and visibility with ResizeObserver and IntersectionObserver; where a runtime lacks them
 * (old browsers, bare test DOMs) the row stays a plain horizontally scrollable strip.
 */
const carouselSupported = () =>
  typeof window !== 'undefined' && 'ResizeObserver' in window && 'IntersectionObserver' in window;

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
 * A home category row of games (community.md §2 "Home page"): heading, 'View all', previous/next arrows and up
 * to ten tiles ending with a see-all tile. Eight tiles per view, three at 991 px and below (CSS, §9).
 */
export function GameRow({ title, viewAll, games }: GameRowProps) {
  const headingId = useId();
  const supported = carouselSupported();
  const [viewportRef, api] = useLazyCarousel(CAROUSEL_OPTIONS, supported);
  const { canPrev, canNext } = useScrollEnds(api);
  return (
    <section className="category-row game-row" aria-labelledby={headingId}>
      <div className="category-row__header">
        <h3 id={headingId}>{title}</h3>
        <div className="game-row__controls">
          <Link to={viewAll} aria-label={`View all ${title}`}>
            View all
          </Link>
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
          {games.slice(0, ROW_GAME_LIMIT).map((game) => (
            <li key={game.id} className="game-row__slide">
              <GameTile id={game.id} name={game.name} disabled={game.disabled} />
            </li>
          ))}
          <li className="game-row__slide">
            <Link to={viewAll} className="game-row__see-all" aria-label={`See all ${title}`}>
              <span className="game-row__see-all-count">{games.length}</span>
              <span>See all</span>
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
