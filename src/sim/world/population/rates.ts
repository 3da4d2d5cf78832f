/** The crowd's rates: defaults, and checked changes (a scenario's typo must not stall or flood the world). */
import type { WorldRates } from '@contract/index';

/** A lively but readable site: a feed row every 2 seconds, a few chat lines a minute. */
export const DEFAULT_WORLD_RATES: Readonly<WorldRates> = {
  betsPerMinute: 30,
  chatMessagesPerMinute: 6,
  tipsPerHour: 4,
  quizAnswerProbability: 0.8,
  quizzesPerHour: 2,
  activeShare: 0.5,
};

/** The rates of a sim without a world. */
export const NO_WORLD_RATES: Readonly<WorldRates> = {
  betsPerMinute: 0,
  chatMessagesPerMinute: 0,
  tipsPerHour: 0,
  quizAnswerProbability: 0,
  quizzesPerHour: 0,
  activeShare: 0,
};

/** Upper bounds, so that a typo cannot make the world outrun the clock. */
const MAXIMUM: WorldRates = {
  betsPerMinute: 6_000,
  chatMessagesPerMinute: 600,
  tipsPerHour: 3_600,
  quizAnswerProbability: 1,
  quizzesPerHour: 60,
  activeShare: 1,
};

const KEYS = Object.keys(MAXIMUM) as (keyof WorldRates)[];

/** `current` with `patch` applied; throws a RangeError naming the first bad or unknown entry. */
export function withRates(current: WorldRates, patch: Partial<WorldRates>): WorldRates {
  const next = { ...current };
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (!KEYS.includes(key as keyof WorldRates)) throw new RangeError(`Unknown world rate: ${key}`);
    if (value === undefined) continue;
    const maximum = MAXIMUM[key as keyof WorldRates];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > maximum) {
      throw new RangeError(`World rate ${key} must be a number from 0 to ${maximum}`);
    }
    next[key as keyof WorldRates] = value;
  }
  return next;
}
