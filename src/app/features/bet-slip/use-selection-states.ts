import { useMemo } from 'react';
import { findOption, useSports } from '../sports/sports-store';
import { selectionState, type SelectionState } from './slip-check';
import { useSlip } from './slip-store';

/** Each selection of the slip against the live market, by option id (re-read at each push). */
export function useSelectionStates(): Record<string, SelectionState> {
  const events = useSports((state) => state.events);
  const selections = useSlip((state) => state.selections);
  const quotes = useSlip((state) => state.quotes);
  return useMemo(
    () =>
      Object.fromEntries(
        selections.map((entry) => [
          entry.optionId,
          selectionState(entry, findOption(events, entry.optionId), quotes[entry.optionId]),
        ]),
      ),
    [events, selections, quotes],
  );
}
