/**
 * Pure rules of the sport screens: which sport a route names, the sidebar's order, which filter a route names
 * and what a list shows. Kept apart from the components so that tests read them directly.
 */
import { findSport } from '@contract/sports-catalogue';
import {
  SPORT_FILTERS,
  type Sport,
  type SportCategory,
  type SportEvent,
  type SportFilter,
} from '@contract/sports';

/** A route's `:id`: the sport's numeric id ('1') or its slug ('soccer-1', 'floorball'). */
export function sportForParam(param: string | undefined): Sport | undefined {
  if (!param) return undefined;
  return /^\d+$/.test(param) ? findSport(Number(param)) : findSport(param);
}

export const isSportFilter = (value: string | undefined): value is SportFilter =>
  (SPORT_FILTERS as readonly string[]).includes(value ?? '');

export const FILTER_NAMES: Readonly<Record<SportFilter, string>> = {
  live: 'Live',
  today: 'Today',
  upcoming: 'Upcoming',
};

export const categoryPath = (sport: Pick<Sport, 'slug'>, filter?: SportFilter) =>
  filter ? `/sport/category/${sport.slug}/${filter}` : `/sport/category/${sport.slug}`;

export const eventPath = (matchId: string) => `/sport/event/${encodeURIComponent(matchId)}`;

/**
 * The sport sidebar's order (community.md "Sidebars"): live count first, then total count, both descending;
 * equal ones keep the catalogue's order.
 */
export function sortForSidebar(categories: readonly SportCategory[]): SportCategory[] {
  return categories
    .map((category, index) => ({ category, index }))
    .sort(
      (a, b) =>
        b.category.count.live - a.category.count.live ||
        b.category.count.total - a.category.count.total ||
        a.index - b.index,
    )
    .map(({ category }) => category);
}

/**
 * A number that changes whenever the lists of a sport (or of all sports) may have changed: a match went live,
 * ended or came within the horizon. The lists reload on it instead of polling.
 */
export function countsKey(categories: readonly SportCategory[], sportId?: number): string {
  const counted =
    sportId === undefined ? categories : categories.filter((entry) => entry.sport.id === sportId);
  const live = counted.reduce((sum, entry) => sum + entry.count.live, 0);
  const total = counted.reduce((sum, entry) => sum + entry.count.total, 0);
  return `${live}/${total}`;
}

/** Of a list's events, the ones a section shows: the live section only live ones, upcoming only the rest. */
export function eventsOfSection(
  events: readonly (SportEvent | undefined)[],
  section: 'live' | 'upcoming' | 'all',
): SportEvent[] {
  return events.filter((event): event is SportEvent => {
    if (!event) return false;
    if (section === 'live') return event.match.status === 'live';
    if (section === 'upcoming') return event.match.status === 'scheduled';
    return true;
  });
}
