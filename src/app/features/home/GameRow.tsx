import { HOME_ROW_GAMES, type CatalogueGame } from '@contract/catalogue';
import { GameTile, tileOf } from '../../components/game-tile';
import { CarouselRow } from './CarouselRow';

type RowGame = Pick<CatalogueGame, 'id' | 'name'> &
  Partial<Pick<CatalogueGame, 'image' | 'type' | 'disabled'>>;

export interface GameRowProps {
  title: string;
  viewAll?: string;
  games: readonly RowGame[];
  /** Every game the row's view-all page has (the see-all tile's number); the games shown by default. */
  total?: number;
  /** While the games load the row keeps its height with skeleton tiles. */
  loading?: boolean;
}

/** Skeleton tiles: the row's size before its games arrive. */
const SKELETONS = Array.from({ length: 8 }, (_, index) => index);

/** A home row of game tiles: at most ten (community.md §9) and a see-all tile. */
export function GameRow({ title, viewAll, games, total = games.length, loading = false }: GameRowProps) {
  return (
    <CarouselRow title={title} viewAll={viewAll} count={loading ? undefined : total}>
      {loading
        ? SKELETONS.map((index) => <div key={index} className="tile-skeleton" aria-hidden="true" />)
        : games.slice(0, HOME_ROW_GAMES).map((game) => <GameTile key={game.id} {...tileOf(game)} />)}
    </CarouselRow>
  );
}
