/**
 * The race's week on the sim clock: Monday 00:00 to the next Monday 00:00 (that is, Sunday midnight), in UTC, so
 * that every tab and every time zone sees the same race.
 */
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RaceWeek {
  id: string;
  startsAt: number;
  endsAt: number;
}

/** The week that starts at `startsAt` (a Monday 00:00 UTC). */
export function weekFrom(startsAt: number): RaceWeek {
  const monday = new Date(startsAt).toISOString().slice(0, 10);
  return { id: `race-${monday}`, startsAt, endsAt: startsAt + WEEK_MS };
}

/** The week running at `now`. */
export function weekAt(now: number): RaceWeek {
  const day = new Date(now);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return weekFrom(midnight - daysSinceMonday * DAY_MS);
}
