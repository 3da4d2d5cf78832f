import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ORIGINALS_TYPE } from '@contract/catalogue';
import { toggleFavourite, useIsFavourite } from '../../features/catalogue/favourites';
import { SLOT_UNAVAILABLE_PATH, useProviderBlocked } from '../../features/catalogue/territory';
import { GameTileArt, tileColours } from './GameTileArt';
import './game-tile.css';

export interface GameTileProps {
  /** The game's id: the tile opens /casino/game/{id}. */
  id: string;
  name: string;
  /** Cover art; the in-house games (no image, or type ORIGINALS_TYPE) draw their own. */
  image?: string;
  /** The provider's name: a provider that does not serve the player's country blocks the tile. */
  type?: string;
  /** Switched off by the operator: the disabled style, and the tile goes nowhere. */
  disabled?: boolean;
  className?: string;
}

export const gamePath = (id: string) => `/casino/game/${id}`;

/** A catalogue game's tile props (rows, pages and search draw the same tile). */
export const tileOf = ({ id, name, image, type, disabled }: GameTileProps): GameTileProps => ({
  id,
  name,
  image,
  type,
  disabled,
});

/** Cover sizes the art is drawn at (3:4): the img's width and height keep its box before it loads. */
const COVER_WIDTH = 300;
const COVER_HEIGHT = 400;

function TileFace({ id, name, image, type }: Pick<GameTileProps, 'id' | 'name' | 'image' | 'type'>) {
  if (image && type !== ORIGINALS_TYPE) {
    return (
      <img
        className="game-tile__cover"
        src={image}
        alt=""
        loading="lazy"
        decoding="async"
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
      />
    );
  }
  return (
    <>
      <GameTileArt id={id} />
      <span className="game-tile__name">{name}</span>
    </>
  );
}

/** The star: starred games wear the 'Bonus' ribbon. Guests are asked to sign in. */
function FavouriteStar({ id, name, favourite }: { id: string; name: string; favourite: boolean }) {
  return (
    <button
      type="button"
      className="game-tile__star"
      aria-pressed={favourite}
      aria-label={favourite ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
      onClick={() => void toggleFavourite(id, name)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M12 3l2.7 5.6l6.1.9l-4.4 4.3l1 6.1L12 17l-5.4 2.9l1-6.1L3.2 9.5l6.1-.9z" />
      </svg>
    </button>
  );
}

/**
 * The casino game tile (community.md §2 "Game tiles"): cover art, a 'Bonus' ribbon on the player's favourite
 * games and a star to set one. A disabled tile does not navigate; a tile whose provider does not serve the
 * player's country shows the blocked style and leads to /error/slotUnavailable.
 */
export function GameTile({ id, name, image, type, disabled = false, className }: GameTileProps) {
  const favourite = useIsFavourite(id);
  const blocked = useProviderBlocked(type);
  const [from, to] = tileColours(id);
  const style = { '--tile-from': from, '--tile-to': to } as CSSProperties;
  const face = <TileFace id={id} name={name} image={image} type={type} />;
  let tile: ReactNode;
  if (disabled) {
    tile = (
      <div
        className="game-tile game-tile--disabled"
        style={style}
        role="link"
        aria-disabled="true"
        aria-label={`${name} (unavailable)`}
      >
        {face}
      </div>
    );
  } else {
    tile = (
      <Link
        to={blocked ? SLOT_UNAVAILABLE_PATH : gamePath(id)}
        className={clsx('game-tile', blocked && 'game-tile--blocked')}
        style={style}
        aria-label={blocked ? `${name} (not available in your country)` : name}
      >
        {face}
        {blocked && <span className="game-tile__blocked-note">Not available in your country</span>}
      </Link>
    );
  }
  return (
    <div className={clsx('game-tile-frame', className)}>
      {tile}
      {favourite && <span className="game-tile__ribbon">Bonus</span>}
      {!disabled && <FavouriteStar id={id} name={name} favourite={favourite} />}
    </div>
  );
}
