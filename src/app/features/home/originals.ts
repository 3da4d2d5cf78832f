import { GAMES } from '@contract/index';

/** The in-house games, as the home row, the Originals page and the sidebar list them (platform.md §1). */
export const ORIGINALS: readonly { id: string; name: string }[] = GAMES.map(({ id, name }) => ({ id, name }));

/** Home rows show at most this many games (community.md §9). */
export const ROW_GAME_LIMIT = 10;
