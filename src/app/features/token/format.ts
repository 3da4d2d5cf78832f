/**
 * How the token pages write numbers: chart labels and figures abbreviated with K, M, B and T (platform.md §9),
 * the token's price to 4 significant digits (it is worth cents) and chart dates; signed changes and abbreviated
 * dollars are the app's shared figures (format/figures.ts).
 */
export { formatChange, formatCompactUsd } from '../../format/figures';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });
const tokenUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumSignificantDigits: 4,
  maximumSignificantDigits: 4,
});
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayAndHour = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** 950, 12.5K, 3.2M, 1.05B, 7T. */
export const formatCompact = (value: number) => compact.format(value);

/** The token's price: $0.05123. */
export const formatTokenPrice = (usd: number) => tokenUsd.format(usd);

/** A day label of the analytics ('2024-05-03') as 'May 3' (UTC, as the days are). */
export const formatDay = (label: string) => day.format(new Date(`${label}T00:00:00Z`));

/** A time label of the price chart (ISO) as 'May 3, 14:00' (UTC). */
export const formatDayAndHour = (label: string) => `${dayAndHour.format(new Date(label))} UTC`;
