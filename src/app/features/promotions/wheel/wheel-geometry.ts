/**
 * The bonus wheel's segments and turns (platform.md §8, §9): six labels from the licence's wheel plugin,
 * repeated round the wheel; a spin turns it WHEEL.spins full times and stops with the answered segment under
 * the pointer at the top.
 */
import { WHEEL, WHEEL_PLUGIN, WHEEL_SEGMENT_COUNT, type Licence } from '@contract/index';

export const SEGMENT_ANGLE = 360 / WHEEL_SEGMENT_COUNT;

const BASE_COUNT = WHEEL.defaultSegments.length;

/** The six base labels of the licence's wheel plugin, or the defaults when it names no (usable) list. */
function baseLabels(licence: Licence | null): readonly string[] {
  const configured = licence?.pluginSettings[WHEEL_PLUGIN]?.segments;
  const usable =
    Array.isArray(configured) &&
    configured.length === BASE_COUNT &&
    configured.every((label) => typeof label === 'string' && label.length > 0);
  return usable ? (configured as string[]) : WHEEL.defaultSegments;
}

/** The labels of all the segments, clockwise from the top: the base labels repeated WHEEL.repeats times. */
export function wheelLabels(licence: Licence | null): string[] {
  const base = baseLabels(licence);
  return Array.from({ length: WHEEL_SEGMENT_COUNT }, (_, index) => base[index % base.length]!);
}

const normalise = (angle: number) => ((angle % 360) + 360) % 360;

/**
 * The rotation (degrees clockwise, only ever growing so the wheel always turns forward) that takes the wheel
 * from `from` through WHEEL.spins full turns and on, less than one turn more, to rest with the middle of
 * `segment` (1-based) under the pointer.
 */
export function landingRotation(from: number, segment: number): number {
  const middle = (segment - 1) * SEGMENT_ANGLE + SEGMENT_ANGLE / 2;
  return from + 360 * WHEEL.spins + normalise(-middle - from);
}

/** The segment under the pointer at a rotation (the inverse of landingRotation, for tests and checks). */
export function segmentAt(rotation: number): number {
  const underPointer = normalise(-rotation);
  return Math.floor(underPointer / SEGMENT_ANGLE) + 1;
}
