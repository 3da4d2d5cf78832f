/**
 * The sportsbook sidebar's entries (community.md "Sportsbook sidebar"): My Bets (signed-in only), Live,
 * Favorites, a separator, then every sport in the catalogue's order, each loading /{slug} in the frame.
 * counter-strike-109 is labelled 'ESports', as the spec shows it.
 */
import { SPORTS, SPORTSBOOK_SIDEBAR_SLUGS } from '@contract/sports-catalogue';
import type { Sport } from '@contract/sports';

export interface SportsbookEntry {
  slug: string;
  label: string;
  /** The sport of a sport's entry (its icon); the leading entries have none. */
  sport?: Sport;
}

const LEADING_LABELS: Record<(typeof SPORTSBOOK_SIDEBAR_SLUGS)[number], string> = {
  bets: 'My Bets',
  live: 'Live',
  favorites: 'Favorites',
};

const LABEL_OVERRIDES: Readonly<Record<string, string>> = { 'counter-strike-109': 'ESports' };

export function leadingEntries(signedIn: boolean): SportsbookEntry[] {
  return SPORTSBOOK_SIDEBAR_SLUGS.filter((slug) => signedIn || slug !== 'bets').map((slug) => ({
    slug,
    label: LEADING_LABELS[slug],
  }));
}

export const SPORT_ENTRIES: readonly SportsbookEntry[] = SPORTS.map((sport) => ({
  slug: sport.slug,
  label: LABEL_OVERRIDES[sport.slug] ?? sport.name,
  sport,
}));
