import { useId, type ReactNode } from 'react';
import { CHART_TEXTS } from '@contract/analytics';
import type { Loadable } from './use-analytics';

export interface ChartBlockProps<T> {
  title: string;
  state: Loadable<T>;
  /** Whether an answer holds nothing to show ('No data available.'). */
  isEmpty: (data: T) => boolean;
  /** The block's headline figure. */
  figure?: (data: T) => ReactNode;
  /** The chart. */
  children: (data: T) => ReactNode;
  className?: string;
}

/**
 * One analytics block (platform.md §2 "analytics chart blocks", §8 "Charts"): its title and, in turn, a loading
 * placeholder, the figure and chart, 'No data available.' or 'An error has occurred.'.
 */
export function ChartBlock<T>({ title, state, isEmpty, figure, children, className }: ChartBlockProps<T>) {
  const titleId = useId();
  const data = state.status === 'ready' && !isEmpty(state.data) ? state.data : null;
  return (
    <section
      className={className ? `chart-block ${className}` : 'chart-block'}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
    >
      <h2 id={titleId} className="chart-block__title">
        {title}
      </h2>
      {state.status === 'loading' && (
        <div className="chart-block__placeholder" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      )}
      {state.status === 'error' && (
        <p className="chart-block__note chart-block__note--error" role="alert">
          {CHART_TEXTS.error}
        </p>
      )}
      {state.status === 'ready' && !data && <p className="chart-block__note">{CHART_TEXTS.noData}</p>}
      {data && (
        <>
          {figure && <p className="chart-block__figure">{figure(data)}</p>}
          {children(data)}
        </>
      )}
    </section>
  );
}
