/**
 * The game-show money wheel (its segments: contract/provider/live.ts WHEEL_SEGMENTS): a bet on n pays n to 1.
 * Return to player per number, exactly (count * (n + 1) / 52): 1 -> 88.46%, 2 -> 86.54%, 5 -> 80.77%,
 * 10 -> 84.62%, 20 -> 80.77%, 40 -> 78.85% (tests/unit/live check it by simulation).
 */
import { WHEEL_SEGMENTS, type WheelNumber } from '@contract/provider/live';
import type { Floats } from './cards';
import type { Return } from './returns';

export { WHEEL_COUNTS, WHEEL_SEGMENTS } from '@contract/provider/live';

export const spinSegment = (floats: Floats): number => Math.floor(floats.next() * WHEEL_SEGMENTS.length);

/** What a bet on `number` returns per unit staked (stake included) when `landed` comes up; nothing if lost. */
export const wheelReturn = (number: WheelNumber, landed: WheelNumber): Return =>
  number === landed ? [number + 1, 1] : [0, 1];
