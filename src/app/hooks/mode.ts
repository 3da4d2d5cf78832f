/**
 * Casino or sport mode (platform.md §2): casino applies unless the path contains /sport or /esport as a
 * segment, so /sportsbook (the external sportsbook) stays in casino mode as the route table says.
 */
import { useLocation } from 'react-router';

export type Mode = 'casino' | 'sport';
export type SportType = 'SPORTS' | 'ESPORTS';

const SPORT_SEGMENT = /\/e?sport(\/|$)/;

export function modeForPath(pathname: string): Mode {
  return SPORT_SEGMENT.test(pathname) ? 'sport' : 'casino';
}

/** A sport type route parameter: 'sport' is SPORTS, anything else ESPORTS. */
export function sportTypeFor(param: string | undefined): SportType {
  return param === 'sport' ? 'SPORTS' : 'ESPORTS';
}

/** The chat channel of a mode and locale: casino_{locale} or sport_{locale}. */
export function channelFor(mode: Mode, locale: string): string {
  return `${mode}_${locale}`;
}

export function useMode(): Mode {
  return modeForPath(useLocation().pathname);
}
