import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { GameTileArt, tileColours } from './GameTileArt';
import './game-tile.css';

export interface GameTileProps {
  /** The game's id: the tile opens /casino/game/{id} and picks its art by it. */
  id: string;
  name: string;
  /** A disabled tile (e.g. a provider blocked in the player's country) shows a blocked style and goes nowhere. */
  disabled?: boolean;
  className?: string;
}

export const gamePath = (id: string) => `/casino/game/${id}`;

/** The casino game tile (community.md §2 "Game tiles"): generated art and the game's name. */
export function GameTile({ id, name, disabled = false, className }: GameTileProps) {
  const [from, to] = tileColours(id);
  const style = { '--tile-from': from, '--tile-to': to } as CSSProperties;
  const body = (
    <>
      <GameTileArt id={id} />
      <span className="game-tile__name">{name}</span>
    </>
  );
  if (disabled) {
    return (
      <div
        className={clsx('game-tile', 'game-tile--disabled', className)}
        style={style}
        role="link"
        aria-disabled="true"
        aria-label={`${name} (unavailable)`}
      >
        {body}
      </div>
    );
  }
  return (
    <Link to={gamePath(id)} className={clsx('game-tile', className)} style={style} aria-label={name}>
      {body}
    </Link>
  );
}
