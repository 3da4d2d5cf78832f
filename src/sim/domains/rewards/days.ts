/**
 * The cashback's days: UTC days counted from the epoch on the sim clock, so that every tab and time zone agrees
 * on when a day ends (0:00 UTC) and which day a stake belongs to (DailyPlayRecord.day).
 */
export const DAY_MS = 24 * 3_600_000;

/** The day `at` falls in. */
export const dayOf = (at: number) => Math.floor(at / DAY_MS);

/** When `day` begins; it ends where the next one begins. */
export const dayStart = (day: number) => day * DAY_MS;
