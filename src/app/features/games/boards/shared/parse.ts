/**
 * Tolerant readers for the views the backend sends (`round.view`): a missing or malformed field becomes a
 * default instead of breaking the board, so a board keeps drawing while the backend's view evolves.
 */

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const record = (value: unknown): Json => (isRecord(value) ? value : {});

export function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function numOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function int(value: unknown, fallback: number, min = -Infinity, max = Infinity): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

/** Integers in [min, max]; anything else in the list is dropped. */
export function ints(value: unknown, min: number, max: number): number[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is number =>
      typeof item === 'number' && Number.isInteger(item) && item >= min && item <= max,
  );
}

export function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  return (options as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

export function oneOfOrNull<T extends string>(value: unknown, options: readonly T[]): T | null {
  return (options as readonly unknown[]).includes(value) ? (value as T) : null;
}

export const CARD_MAX = 51;
/** Card indices 0..51. */
export const cards = (value: unknown) => ints(value, 0, CARD_MAX);
