import type { CSSProperties } from 'react';
import clsx from 'clsx';
import { CHIPS } from '@contract/index';
import './game-art.css';

/** What one display unit of the chip list is worth: '1' is 1e-8, '1K' is 1e-5 (platform.md §3). */
const DISPLAY_UNIT = CHIPS[0]!.value;

const SUFFIXES: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** An amount in the chip list's display units: 3e-8 is '3', 1.5e-5 is '1.5K', 0.01 is '1M'. */
export function chipLabel(amount: number): string {
  const units = Math.round(Math.max(amount, 0) / DISPLAY_UNIT);
  for (const [size, suffix] of SUFFIXES) {
    if (units >= size) return `${Number((units / size).toFixed(units / size >= 100 ? 0 : 2))}${suffix}`;
  }
  return String(units);
}

/** Index in CHIPS of the largest chip not above the amount (0 for anything smaller than the first chip). */
export function chipIndex(amount: number): number {
  let found = 0;
  CHIPS.forEach((chip, index) => {
    if (chip.value <= amount * (1 + 1e-9)) found = index;
  });
  return found;
}

export interface ChipProps {
  /** The chip's value (a CHIPS value) or a stacked amount; the colour follows the CHIPS index. */
  value: number;
  /** Text on the chip; by default the chip list's display ('1K') of the value. */
  display?: string;
  size?: 'small' | 'medium' | 'large';
  selected?: boolean;
  /** Plays a short drop animation when the chip appears (or its key changes). */
  drop?: boolean;
  still?: boolean;
  /** Accessible name; without it the chip is decorative (hidden from assistive technology). */
  label?: string;
  className?: string;
}

/** A casino chip: a coloured disc with its value, coloured per its index in the chip list. */
export function Chip({
  value,
  display,
  size = 'medium',
  selected = false,
  drop = false,
  still = false,
  label,
  className,
}: ChipProps) {
  const index = chipIndex(value);
  return (
    <span
      className={clsx(
        'art-chip',
        `art-chip--${size}`,
        selected && 'art-chip--selected',
        drop && 'art-chip--drop',
        still && 'art-still',
        className,
      )}
      style={{ '--chip-colour': `var(--chip-${index})` } as CSSProperties}
      data-chip-index={index}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <span className="art-chip__value">{display ?? chipLabel(value)}</span>
    </span>
  );
}
