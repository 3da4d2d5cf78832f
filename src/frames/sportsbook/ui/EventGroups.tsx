import { useShallow } from 'zustand/react/shallow';
import { findSport } from '@contract/sports-catalogue';
import type { SportEvent } from '@contract/sports';
import { useFrame } from '../frame-store';
import { EventRow } from './EventRow';

export type GroupBy = 'sport' | 'league';

const groupLabel = (event: SportEvent, by: GroupBy) =>
  by === 'league'
    ? `${event.league.region} · ${event.league.name}`
    : (findSport(event.match.sportId)?.name ?? 'Other');

/** Matches in the order given, under a heading per sport or league (first appearance first). */
export function EventGroups({ ids, by }: { ids: readonly string[]; by: GroupBy }) {
  const labels = useFrame(
    useShallow((state) => ids.map((id) => (state.events[id] ? groupLabel(state.events[id], by) : ''))),
  );
  const groups = new Map<string, string[]>();
  ids.forEach((id, index) => {
    const label = labels[index];
    if (!label) return;
    groups.set(label, [...(groups.get(label) ?? []), id]);
  });
  return (
    <div className="sb-groups">
      {[...groups].map(([label, members]) => (
        <section key={label} className="sb-group" aria-label={label}>
          <h3 className="sb-group__title">{label}</h3>
          <ul className="sb-group__list">
            {members.map((id) => (
              <EventRow key={id} matchId={id} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
