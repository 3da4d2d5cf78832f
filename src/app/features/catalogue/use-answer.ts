import { useEffect, useState } from 'react';
import type { LoadStatus } from './use-games';

export interface AnswerState<T> {
  status: LoadStatus;
  data: T | null;
}

/** The answer of a call that takes no arguments (`call` must keep its identity: a module's function). */
export function useAnswer<T>(call: () => Promise<T>): AnswerState<T> {
  const [state, setState] = useState<AnswerState<T>>({ status: 'loading', data: null });
  useEffect(() => {
    let current = true;
    call().then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState({ status: 'error', data: null }),
    );
    return () => {
      current = false;
    };
  }, [call]);
  return state;
}
