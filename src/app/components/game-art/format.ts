/** Number formats shared by the boards, the fairness page and the bet overview. */

const grouped = (decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

const formats = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number): Intl.NumberFormat {
  let format = formats.get(decimals);
  if (!format) formats.set(decimals, (format = grouped(decimals)));
  return format;
}

/** A multiplier as boards show it: 2 decimals, grouped thousands, a trailing ×. */
export function formatMultiplier(value: number, decimals = 2): string {
  const safe = Number.isFinite(value) ? value : 0;
  // Cut rather than round, so a displayed multiplier never promises more than is paid.
  const factor = 10 ** decimals;
  return `${formatter(decimals).format(Math.floor(safe * factor + 1e-9) / factor)}×`;
}

/** A chance 0..1 as a percent with 2 decimals. */
export function formatChance(probability: number): string {
  const safe = Number.isFinite(probability) ? Math.min(Math.max(probability, 0), 1) : 0;
  return `${formatter(2).format(safe * 100)}%`;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** A multiplier in little room: 2 decimals below 10,000, then 12.5K×, 66.44M×. */
export function formatMultiplierShort(value: number): string {
  return value < 10_000 ? formatMultiplier(value) : `${compact.format(value)}×`;
}
