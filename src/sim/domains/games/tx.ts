/**
 * Helpers for work inside a Dexie transaction. The ledger's rule (services/ledger.ts): chain Dexie's own
 * promises, never a native promise hop between two requests, or IndexedDB may commit the transaction early.
 */
import Dexie from 'dexie';

/** A Dexie promise of a value, to start a chain inside a transaction. */
export const txValue = <T>(value: T): Promise<T> => Dexie.Promise.resolve(value);

/** Runs `step` for each item in order, each after the previous one settled, on Dexie promises only. */
export function inSequence<T>(items: readonly T[], step: (item: T) => unknown): Promise<void> {
  return items.reduce<Promise<void>>(
    (previous, item) => previous.then(() => step(item)).then(() => undefined),
    txValue(undefined),
  );
}
