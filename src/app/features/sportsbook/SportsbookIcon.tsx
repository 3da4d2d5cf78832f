import type { SportKind } from '@contract/sports';

/** Line icons of the sportsbook sidebar (nothing fetched); decorative, the link carries the name. */
const GLYPHS = {
  bets: 'M5 4h14v16l-3-2l-2 2l-2-2l-2 2l-2-2l-3 2zM9 9h6M9 13h4',
  live: 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M6.3 6.3a8 8 0 0 0 0 11.4M17.7 6.3a8 8 0 0 1 0 11.4',
  favorites: 'M12 3.5l2.6 5.3l5.9.9l-4.3 4.1l1 5.8L12 16.9l-5.2 2.7l1-5.8l-4.3-4.1l5.9-.9z',
  SPORTS:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7.5l4 3l-1.5 4.5h-5L8 10.5zM12 3v4.5M21 12l-5 -1.5M3 12l5-1.5',
  ESPORTS:
    'M7 8h10a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L14 14h-4l-1.6 1.8A3 3 0 0 1 3 14v-2a4 4 0 0 1 4-4M7 10.5v3M5.5 12h3M15.5 11h.01M17.5 13h.01',
} as const;

export function SportsbookIcon({ slug, kind }: { slug: string; kind?: SportKind }) {
  const glyph = kind ?? (slug in GLYPHS ? (slug as keyof typeof GLYPHS) : 'SPORTS');
  return (
    <svg
      className={`icon sportsbook-icon sportsbook-icon--${glyph.toLowerCase()}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={GLYPHS[glyph]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
