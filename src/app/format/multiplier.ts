/**
 * How every screen writes a multiplier: boards, the round's popup, history, the bets tables, the bet overview
 * and the live feed use these, so one multiplier reads the same everywhere. The spec names no rounding rule
 * for multipliers (only that a lost bet shows 0.00), so they round half up to 2 decimals: 1.125 reads 1.13×.
 * The sim pays the exact multiplier (floored to the currency's minor unit); only the text is rounded.
 */

const formats = new Map<number, Intl.NumberFormat>();
function fixed(decimals: number): Intl.NumberFormat {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(decimals, format);
  }
  return format;
}

/**
 * `value` rounded half up to `decimals`. The product is read back through 12 significant digits first, so
 * a binary neighbour of a half (1.005 is stored as 1.00499999...) still rounds up, as the decimal does.
 */
export function roundMultiplier(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** A multiplier with 2 decimals (rounded half up), grouped thousands and a trailing ×: 1,234.57×. */
export function formatMultiplier(value: number, decimals = 2): string {
  return `${fixed(decimals).format(roundMultiplier(value, decimals))}×`;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** A multiplier in little room: as formatMultiplier below 10,000, then 12.5K×, 66.44M×. */
export function formatMultiplierShort(value: number): string {
  const rounded = roundMultiplier(value);
  return rounded < 10_000 ? formatMultiplier(rounded) : `${compact.format(rounded)}×`;
}

/** A paytable's narrow cell: no trailing zeros and compact thousands (0×, 1.6×, 26×, 1K×), same rounding. */
export function formatMultiplierCompact(value: number): string {
  return `${compact.format(roundMultiplier(value))}×`;
}
