import type { ReactNode } from 'react';
import type { Loadable } from './use-admin-call';

interface CallStateProps<T> {
  state: Loadable<T>;
  /** What the table is, for the loading and error lines ("ledger", "bets"). */
  what: string;
  onRetry: () => void;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}

/** A staff table's loading, error (with a retry) and empty states around its rows. */
export function CallState<T>({ state, what, onRetry, isEmpty, empty, children }: CallStateProps<T>) {
  if (state.status === 'loading')
    return (
      <p className="admin-muted admin-state" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the {what}…
      </p>
    );
  if (state.status === 'error')
    return (
      <div className="admin-state" role="alert">
        <p className="admin-danger">
          The {what} could not be loaded: {state.message}
        </p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  if (isEmpty(state.data)) return <p className="admin-muted admin-state">{empty}</p>;
  return <>{children(state.data)}</>;
}
