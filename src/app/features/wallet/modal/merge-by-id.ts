/** The entry replaces the one with its id, or comes first when new (the histories list newest first). */
export function mergeById<T extends { _id: string }>(list: readonly T[], entry: T): T[] {
  const at = list.findIndex((known) => known._id === entry._id);
  if (at === -1) return [entry, ...list];
  return list.map((known, index) => (index === at ? entry : known));
}
