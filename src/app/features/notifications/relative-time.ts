/** '5 minutes ago' (community.md §9: years, months of 30 days, days, hours, minutes, seconds). */
const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/** How long before `now` the time `at` was; a time in the future (clock skew) reads 'just now'. */
export function relativeTime(at: number, now: number): string {
  const elapsed = now - at;
  for (const [unit, size] of UNITS) {
    const count = Math.floor(elapsed / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
