import { create } from 'zustand';

interface BetOverviewState {
  /** What the open overview asks Info for (the bet's id or its number), or null when none is open. */
  betId: string | null;
  open(betId: string): void;
  close(): void;
}

export const useBetOverview = create<BetOverviewState>()((set) => ({
  betId: null,
  open: (betId) => set({ betId }),
  close: () => set({ betId: null }),
}));

export const openBetOverview = (betId: string) => useBetOverview.getState().open(betId);

/** The shareable address of a bet (community.md §7 "Share links"): `{origin}?game={game}-{id}`. */
export const betShareUrl = (game: string, id: number | string, origin = window.location.origin) =>
  `${origin}?game=${encodeURIComponent(`${game}-${id}`)}`;

/** `{game}-{id}` of a share link as the game and what Info's game_id carries; null when it is not one. */
export function parseSharedGame(value: string): { game: string; id: string } | null {
  const match = /^([a-z][a-z0-9_]*)-(.+)$/.exec(value);
  return match ? { game: match[1]!, id: match[2]! } : null;
}

/** The spec's share targets (community.md §6, §7): Twitter's tweet intent and Telegram's share link. */
export const SHARE_TARGETS = [
  {
    name: 'Twitter',
    href: (url: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}`,
  },
  { name: 'Telegram', href: (url: string) => `https://t.me/share/url?url=${encodeURIComponent(url)}` },
] as const;
