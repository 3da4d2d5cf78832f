import type { ReactNode } from 'react';
import type { TabData } from './use-tab-data';

/** A tab's loading and error states, or its content once its data is there. */
export function TabStatus<T>({
  state,
  retry,
  children,
}: {
  state: TabData<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading')
    return (
      <p className="profile-tab__note" role="status" aria-busy="true">
        Loading…
      </p>
    );
  if (state.status === 'error')
    return (
      <div className="profile-tab__note">
        <p role="alert">{state.message}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  return children(state.data);
}
