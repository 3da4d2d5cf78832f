import { useShallow } from 'zustand/react/shallow';
import { eventsOfSection } from './sport-lists';
import { useSports } from './sports-store';

/**
 * The ids of a list's events that belong to a section as they stand now: a match that ends leaves the live
 * section at once, one that kicks off leaves the upcoming one, before the list itself reloads.
 */
export function useSectionIds(ids: readonly string[], section: 'live' | 'upcoming' | 'all'): string[] {
  return useSports(
    useShallow((state) =>
      eventsOfSection(
        ids.map((id) => state.events[id]),
        section,
      ).map((event) => event.match.id),
    ),
  );
}
