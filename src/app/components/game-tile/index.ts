export { GameTile, gamePath, type GameTileProps } from './GameTile';
export { GameTileArt, TILE_COLOURS, tileColours } from './GameTileArt';
