import type { CatalogueGame } from '@contract/catalogue';
import { GameTile, tileOf } from '../../../components/game-tile';
import type { LoadStatus } from '../use-games';

interface GameGridProps {
  status: LoadStatus;
  games: readonly CatalogueGame[];
  /** Skeleton tiles while loading. */
  placeholders: number;
  empty: string;
}

/** A grid of game tiles with its loading (skeleton tiles), empty and error states. */
export function GameGrid({ status, games, placeholders, empty }: GameGridProps) {
  if (status === 'error') {
    return (
      <p className="catalogue-note" role="alert">
        The games could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (status === 'ready' && games.length === 0) return <p className="catalogue-note">{empty}</p>;
  return (
    <ul className="game-grid" aria-busy={status === 'loading'}>
      {status === 'loading'
        ? Array.from({ length: placeholders }, (_, index) => (
            <li key={index}>
              <div className="tile-skeleton" aria-hidden="true" />
            </li>
          ))
        : games.map((game) => (
            <li key={game.id}>
              <GameTile {...tileOf(game)} />
            </li>
          ))}
    </ul>
  );
}
