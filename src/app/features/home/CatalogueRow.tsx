import type { GameFilter } from '@contract/catalogue';
import { HOME_ROW_GAMES } from '@contract/catalogue';
import { useGames } from '../catalogue/use-games';
import { GameRow } from './GameRow';

export interface CatalogueRowProps {
  title: string;
  viewAll: string;
  filter: GameFilter[];
}

/** A home row filled from gamesFilter: the first ten games by priority. */
export function CatalogueRow({ title, viewAll, filter }: CatalogueRowProps) {
  const { status, games, total } = useGames(filter, 0, HOME_ROW_GAMES);
  if (status === 'error') {
    return (
      <section className="category-row" aria-label={title}>
        <div className="category-row__header">
          <h3>{title}</h3>
        </div>
        <p className="category-row__note" role="alert">
          These games could not be loaded. Reload the page to try again.
        </p>
      </section>
    );
  }
  return (
    <GameRow title={title} viewAll={viewAll} games={games} total={total} loading={status === 'loading'} />
  );
}
