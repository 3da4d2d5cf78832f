/**
 * The bonus wheel is a draw of our own, so its translation is documented here (ARCHITECTURE.md asks for that).
 *
 * One float f of the player's active seed pair at the spin's nonce: segment = floor(f × 12) + 1, 1-based over
 * the 12 segments (the 6 labels of the licence's wheel plugin, twice round the wheel). The prize is the label
 * of the segment's base position, (segment − 1) mod 6, in US dollars.
 */
import type { Licence } from '../models';
import { WHEEL, WHEEL_PLUGIN, WHEEL_SEGMENT_COUNT } from '../wheel';

export const WHEEL_GAME = 'wheel';
export const WHEEL_GAME_NAME = 'Bonus wheel';

/** The 1-based segment a float lands on. */
export const wheelSegment = (float: number): number => Math.floor(float * WHEEL_SEGMENT_COUNT) + 1;

/** The wheel's 6 base labels: the licence plugin's when it gives 6 texts, else WHEEL.defaultSegments. */
export function wheelLabels(licence: Pick<Licence, 'pluginSettings'> | null | undefined): readonly string[] {
  const segments = licence?.pluginSettings[WHEEL_PLUGIN]?.segments;
  const base = WHEEL.defaultSegments.length;
  const valid =
    Array.isArray(segments) &&
    segments.length === base &&
    segments.every((label) => typeof label === 'string' && label.length > 0);
  return valid ? (segments as string[]) : WHEEL.defaultSegments;
}

/** The label a 1-based segment shows. */
export const wheelLabel = (labels: readonly string[], segment: number): string =>
  labels[(segment - 1) % labels.length] ?? '';

/** The US dollars a label stands for ('$0.50' is 0.5); 0 for a label with no amount in it. */
export function wheelPrizeUsd(label: string): number {
  const amount = Number(label.replace(/[^0-9.]/g, ''));
  return Number.isFinite(amount) && amount > 0 ? amount : 0;
}
