/**
 * Recent games (platform.md §3 "Global state": recent games, persisted with it). A game page calls
 * rememberRecentGame when it opens; the home's Recent row lists them, newest first.
 */
import { GAMES } from '@contract/index';
import { ORIGINALS_TYPE } from '@contract/catalogue';
import { useAppStore, type RecentGame } from '../../stores/app-store';
import { seenGame } from './api';

export const RECENT_GAMES_LIMIT = 12;

/** A readable name from a game's id when nothing better is known (a link opened straight after a reload). */
const nameFromId = (id: string) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** What the tile of a recent game shows: from the game given, a list shown earlier, or the in-house games. */
function describe(id: string, game?: Partial<RecentGame>): RecentGame {
  const known = seenGame(id);
  const original = GAMES.find((candidate) => candidate.id === id);
  return {
    id,
    name: game?.name ?? known?.name ?? original?.name ?? nameFromId(id),
    image: game?.image ?? known?.image ?? (original ? '' : `/art/games/${id}.svg`),
    type: game?.type ?? known?.type ?? (original ? ORIGINALS_TYPE : ''),
  };
}

/** Puts a game at the head of the recent games (once: opening it again moves it up). */
export function rememberRecentGame(id: string, game?: Partial<RecentGame>): void {
  const { recentGames, set } = useAppStore.getState();
  const entry = describe(id, game);
  set({
    recentGames: [entry, ...recentGames.filter((recent) => recent.id !== id)].slice(0, RECENT_GAMES_LIMIT),
  });
}

export const useRecentGames = () => useAppStore((state) => state.recentGames);
