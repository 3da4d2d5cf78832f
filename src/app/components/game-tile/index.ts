export { GameTile, gamePath, tileOf, type GameTileProps } from './GameTile';
export { GameTileArt, TILE_COLOURS, tileColours } from './GameTileArt';
