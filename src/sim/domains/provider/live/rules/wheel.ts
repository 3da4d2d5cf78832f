/**
 * The game-show money wheel: 52 segments with the numbers 1, 2, 5, 10, 20 and 40 in the counts the best-known
 * live money wheel uses (23, 15, 7, 4, 2, 1; its two bonus segments are left out). A bet on n pays n to 1.
 * Return to player per number, exactly (count * (n + 1) / 52): 1 -> 88.46%, 2 -> 86.54%, 5 -> 80.77%,
 * 10 -> 84.62%, 20 -> 80.77%, 40 -> 78.85% (tests/unit/live check it by simulation).
 *
 * The segments go round the wheel interleaved (WHEEL_SEGMENTS), the way such wheels are painted, so the
 * frame draws the same wheel the dealer spins: segment = floor(f * 52).
 */
import { WHEEL_NUMBERS, type WheelNumber } from '@contract/provider/live';
import type { Floats } from './cards';
import type { Return } from './returns';

export const WHEEL_COUNTS: Record<WheelNumber, number> = { 1: 23, 2: 15, 5: 7, 10: 4, 20: 2, 40: 1 };

/** The wheel's segments clockwise from the pointer's rest: each number spread out as evenly as it goes. */
export const WHEEL_SEGMENTS: readonly WheelNumber[] = spreadSegments();

function spreadSegments(): WheelNumber[] {
  const total = WHEEL_NUMBERS.reduce((sum, number) => sum + WHEEL_COUNTS[number], 0);
  // Each copy of a number sits at an ideal position (k + 0.5) / count around the wheel; sorting by it
  // interleaves them. Ties go to the rarer number first, so the 40 and 20 never sit side by side.
  const slots = WHEEL_NUMBERS.flatMap((number) =>
    Array.from({ length: WHEEL_COUNTS[number] }, (_, k) => ({
      number,
      at: (k + 0.5) / WHEEL_COUNTS[number] + number / (1000 * total),
    })),
  );
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.number);
}

export const spinSegment = (floats: Floats): number => Math.floor(floats.next() * WHEEL_SEGMENTS.length);

/** What a bet on `number` returns per unit staked (stake included) when `landed` comes up; 0 if lost. */
export const wheelReturn = (number: WheelNumber, landed: WheelNumber): Return =>
  number === landed ? [number + 1, 1] : [0, 1];
