/** How the rewards screens write times left and payout dates. */
import { countdownParts } from '../feed/format';

/** A time left as '1d 4h 05m', '3h 59m' or '12m' (a started minute counts as a whole one). */
export function timeLeftText(remainingMs: number): string {
  const { days, hours, minutes } = countdownParts(remainingMs);
  if (days > 0) return `${days}d ${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  return `${minutes}m`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A payout's day (payouts are made at 0:00 UTC on the server's clock). */
export const payoutDate = (at: number) => dateFormat.format(at);
