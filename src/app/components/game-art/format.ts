/** Number formats shared by the boards, the fairness page and the bet overview. */

// Multipliers are written by one module for every screen (boards, popup, bets tables, feed).
export { formatMultiplier, formatMultiplierShort } from '../../format/multiplier';

const grouped = (decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

const formats = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number): Intl.NumberFormat {
  let format = formats.get(decimals);
  if (!format) formats.set(decimals, (format = grouped(decimals)));
  return format;
}

/** A chance 0..1 as a percent with 2 decimals. */
export function formatChance(probability: number): string {
  const safe = Number.isFinite(probability) ? Math.min(Math.max(probability, 0), 1) : 0;
  return `${formatter(2).format(safe * 100)}%`;
}
