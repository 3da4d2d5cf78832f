import type { Sport } from '@contract/sports';
import { ESPORTS_GLYPH, SPORT_GLYPHS } from './sport-glyphs';
import './sport-icon.css';

/**
 * A sport's icon: its drawing, the controller for an esport without one, or the sport's initial in a badge.
 * Decorative: the link or heading around it names the sport.
 */
export function SportIcon({
  sport,
  size = 20,
}: {
  sport: Pick<Sport, 'id' | 'name' | 'kind'>;
  size?: number;
}) {
  const glyph = SPORT_GLYPHS[sport.id] ?? (sport.kind === 'ESPORTS' ? ESPORTS_GLYPH : null);
  if (!glyph) {
    return (
      <span
        className="sport-icon sport-icon--badge"
        style={{ width: size, height: size, fontSize: Math.round(size * 0.55) }}
        aria-hidden="true"
      >
        {sport.name.charAt(0)}
      </span>
    );
  }
  return (
    <svg
      className="sport-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={glyph}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
