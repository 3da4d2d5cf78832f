import type { ReactNode } from 'react';
import { useId } from 'react';
import { CATEGORY_PAGE_SIZE, type GameFilter } from '@contract/catalogue';
import { Pagination } from '../../../components/pagination';
import { useGames } from '../use-games';
import { GameGrid } from './GameGrid';
import { usePageParam } from './use-page-param';
import './catalogue-pages.css';

export interface GamesPageProps {
  title: string;
  filter: GameFilter[];
  /** Shown beside the title (a provider's logo). */
  badge?: ReactNode;
}

/** "Showing 37–72 of 240 games". */
function countText(page: number, shown: number, total: number): string {
  if (total === 0) return 'No games';
  const first = (page - 1) * CATEGORY_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? 'game' : 'games'}`;
}

/** A page of games from gamesFilter: title, counts, the grid and the pager (/casino/{tag}, provider pages). */
export function GamesPage({ title, filter, badge }: GamesPageProps) {
  const headingId = useId();
  const [page, setPage] = usePageParam();
  const { status, games, total } = useGames(filter, (page - 1) * CATEGORY_PAGE_SIZE, CATEGORY_PAGE_SIZE);
  const pages = Math.ceil(total / CATEGORY_PAGE_SIZE);
  return (
    <section className="catalogue-page" aria-labelledby={headingId}>
      <header className="catalogue-page__header">
        {badge}
        <h1 id={headingId}>{title}</h1>
        {status === 'ready' && (
          <p className="catalogue-page__count">{countText(page, games.length, total)}</p>
        )}
      </header>
      <GameGrid
        status={status}
        games={games}
        placeholders={CATEGORY_PAGE_SIZE}
        empty={page > 1 ? 'There is no such page of games.' : 'There are no games here yet.'}
      />
      <Pagination page={page} pages={pages} onPage={setPage} label={`${title} pages`} />
    </section>
  );
}
