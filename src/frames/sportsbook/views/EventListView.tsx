import { useId, type ReactNode } from 'react';
import type { SportEvent } from '@contract/sports';
import { storeEvents } from '../frame-store';
import { EventGroups, type GroupBy } from '../ui/EventGroups';
import { EmptyState, ErrorState, LoadingRows } from '../ui/States';
import { useLoad } from '../use-load';

interface EventListViewProps {
  title: ReactNode;
  /** What the list is (its key: a change loads again). */
  listKey: string;
  load: () => Promise<SportEvent[]>;
  by: GroupBy;
  empty: string;
  /** Lists whose membership changes as matches start and end load again this often. */
  refreshMs?: number;
  /** A line under the title (a count, a note). */
  summary?: (count: number) => ReactNode;
}

/** A view that lists matches: loading rows, the error with a retry, the empty note, or the grouped rows. */
export function EventListView({ title, listKey, load, by, empty, refreshMs, summary }: EventListViewProps) {
  const { loaded, retry } = useLoad(listKey, async () => storeEvents(await load()), refreshMs);
  const titleId = useId();
  return (
    <section className="sb-view" aria-labelledby={titleId}>
      <header className="sb-view__header">
        <h2 id={titleId}>{title}</h2>
        {loaded.status === 'ready' && summary && (
          <p className="sb-view__summary">{summary(loaded.data.length)}</p>
        )}
      </header>
      {loaded.status === 'loading' && <LoadingRows />}
      {loaded.status === 'error' && <ErrorState message={loaded.message} onRetry={retry} />}
      {loaded.status === 'ready' &&
        (loaded.data.length === 0 ? <EmptyState title={empty} /> : <EventGroups ids={loaded.data} by={by} />)}
    </section>
  );
}
