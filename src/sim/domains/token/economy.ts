/**
 * The token's economy, derived from the house's hourly revenue (rollup.ts) and the token's price (price.ts):
 * - burns: every hour, TOKEN.burnPercent of the hour's revenue, when positive, buys tokens at the price at the
 *   hour's end (now, for the hour running) and burns them; an hour the house lost burns nothing;
 * - supply: TOKEN.initialSupply less everything burnt since the world started;
 * - the cash share: TOKEN.revSharePercent of a week's revenue, when positive, is the week's pool.
 * Pure: the hours and the price in, the figures out.
 */
import { TOKEN } from '@contract/token';
import type { TokenHourRecord } from '../../services/db';
import type { TokenPrice } from './price';
import { HOUR_MS } from './rollup';

export const DAY_MS = 86_400_000;
const MICRO_PER_USD = 1_000_000;

/** The house's revenue of an hour, all products, in millionths of a US dollar. */
export const revenueOf = (hour: TokenHourRecord) => hour.casino + hour.futures + hour.sport;

export interface Burn {
  /** Tokens burnt. */
  tokens: number;
  /** US dollars that bought them. */
  usd: number;
}

/** What an hour burnt (or is burning, up to `now`). */
export function burnOf(hour: TokenHourRecord, price: TokenPrice, now: number): Burn {
  const revenue = revenueOf(hour);
  if (revenue <= 0) return { tokens: 0, usd: 0 };
  const usd = ((revenue / MICRO_PER_USD) * TOKEN.burnPercent) / 100;
  const boughtAt = Math.min((hour.hour + 1) * HOUR_MS, now);
  return { tokens: usd / price.at(boughtAt), usd };
}

/** The pool of a week whose revenue is `revenueMicro`, in millionths of a US dollar. */
export const poolOf = (revenueMicro: number) =>
  revenueMicro > 0 ? Math.floor((revenueMicro * TOKEN.revSharePercent) / 100) : 0;

/** Tokens to 2 decimals, dollars to the cent. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A UTC day's label: 'YYYY-MM-DD'. */
export const dayLabel = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The days a timeframe covers: the last `timeframe` UTC days up to today, none before the world's first. */
export interface Span {
  now: number;
  nowHour: number;
  /** Day numbers (days since the epoch), oldest first. */
  days: number[];
  /** The 24 hours of the "24H" figures: the hour running and the 23 before it. */
  lastDayFromHour: number;
}

export function spanOf(timeframe: number, now: number, origin: number): Span {
  const today = Math.floor(now / DAY_MS);
  const first = Math.max(today - timeframe + 1, Math.floor(origin / DAY_MS));
  const days: number[] = [];
  for (let day = first; day <= today; day += 1) days.push(day);
  const nowHour = Math.floor(now / HOUR_MS);
  return { now, nowHour, days, lastDayFromHour: nowHour - 23 };
}

/** The day an hour belongs to. */
export const dayOfHour = (hour: number) => Math.floor((hour * HOUR_MS) / DAY_MS);
