/**
 * Line icons of the sportsbook sidebar's leading entries (the sports draw the app's SportIcon); decorative, the
 * link carries the name.
 */
const GLYPHS = {
  bets: 'M5 4h14v16l-3-2l-2 2l-2-2l-2 2l-2-2l-3 2zM9 9h6M9 13h4',
  live: 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M6.3 6.3a8 8 0 0 0 0 11.4M17.7 6.3a8 8 0 0 1 0 11.4',
  favorites: 'M12 3.5l2.6 5.3l5.9.9l-4.3 4.1l1 5.8L12 16.9l-5.2 2.7l1-5.8l-4.3-4.1l5.9-.9z',
} as const;

export function SportsbookIcon({ slug }: { slug: string }) {
  const glyph = slug in GLYPHS ? (slug as keyof typeof GLYPHS) : 'live';
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
