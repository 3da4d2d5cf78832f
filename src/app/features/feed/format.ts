/** How the feed and the race write numbers: US dollars, multipliers, and the countdown's days, hours, minutes. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatUsd = (amount: number) => usd.format(amount);
/** A prize pool: '$100,000'. */
export const formatPool = (amount: number) => wholeUsd.format(amount);
export { formatMultiplier } from '../../format/multiplier';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE_MS = 60_000;

/**
 * Days, hours and minutes left. A started minute counts as a whole one, so the countdown reads 0m only once the
 * race has ended.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const minutes = Math.max(0, Math.ceil(remainingMs / MINUTE_MS));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** '2d 5h 13m' on screen. */
export const shortCountdown = ({ days, hours, minutes }: CountdownParts) => `${days}d ${hours}h ${minutes}m`;
/** '2 days, 5 hours and 13 minutes' for screen readers. */
export const spokenCountdown = ({ days, hours, minutes }: CountdownParts) =>
  `${plural(days, 'day')}, ${plural(hours, 'hour')} and ${plural(minutes, 'minute')}`;

/** '1st', '2nd', '3rd', '11th', '21st'. */
export function ordinal(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}
