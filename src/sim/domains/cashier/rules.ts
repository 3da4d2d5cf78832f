/** The cashier's arithmetic: the amount asked, the VIP fee, the dollar value and the withdrawal hours. */
import { fromMinor, toMinor } from '@contract/index';
import { WITHDRAW_RULES, moderationMaxWaitMs, withdrawFeeOf } from '@contract/withdrawals';
import { VIP_LEVELS, type CurrencyFixture, type PricedCurrency } from '../../context';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The asked sum in minor units, or null when it is not a positive amount the currency can hold (code 1). */
export function parseSum(sum: unknown, currency: CurrencyFixture): number | null {
  if (typeof sum !== 'number' && typeof sum !== 'string') return null;
  const minor = toMinor(sum, currency.decimals);
  return minor !== null && minor > 0 ? minor : null;
}

/** The VIP level's fee of a sum (withdrawFeeOf), in minor units. */
export function feeOf(sum: number, vipLevel: number): number {
  const level = VIP_LEVELS.find((entry) => entry.level === vipLevel) ?? VIP_LEVELS[0]!;
  return withdrawFeeOf(sum, level.withdrawFee);
}

/** The sum's value in US cents at the currency's price (the price now, for an order). */
export const usdCentsOf = (sum: number, currency: PricedCurrency): number =>
  Math.round(fromMinor(sum, currency.decimals) * currency.price * 100);

/** The open stretches of withdrawal hours (UTC) that overlap [from, to]. */
function openStretches(from: number, to: number): Array<[number, number]> {
  const { open, close } = WITHDRAW_RULES.hoursUtc;
  const stretches: Array<[number, number]> = [];
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day <= to; day += DAY_MS) {
    const start = Math.max(from, day + open * HOUR_MS);
    const end = Math.min(to, day + close * HOUR_MS);
    if (end > start) stretches.push([start, end]);
  }
  return stretches;
}

/** Whether an instant falls inside the withdrawal hours. */
export function isWithinHours(at: number): boolean {
  const hour = Math.floor((at % DAY_MS) / HOUR_MS);
  return hour >= WITHDRAW_RULES.hoursUtc.open && hour < WITHDRAW_RULES.hoursUtc.close;
}

/**
 * When the cashier takes a moderated withdrawal: a point drawn evenly (by `draw`, 0 to 1) over the withdrawal
 * hours between 5 minutes and the level's longest wait after the order. Higher VIP levels wait less (the spec's
 * queue priority): level n waits at most (10 - n) tenths of 24 hours; a window with no open hours falls back
 * to the full 24 hours, which always holds 8 of them.
 */
export function moderationTime(createdAt: number, vipLevel: number, draw: number): number {
  const { min, max } = WITHDRAW_RULES.moderationWindowMs;
  const vipMax = moderationMaxWaitMs(vipLevel);
  let stretches = openStretches(createdAt + min, createdAt + vipMax);
  if (stretches.length === 0) stretches = openStretches(createdAt + min, createdAt + max);
  const total = stretches.reduce((sum, [start, end]) => sum + (end - start), 0);
  let offset = Math.floor(draw * total);
  for (const [start, end] of stretches) {
    if (offset < end - start) return start + offset;
    offset -= end - start;
  }
  return stretches.at(-1)![1] - 1;
}

/** When an automatic withdrawal is paid. */
export function autoPayTime(createdAt: number, draw: number): number {
  const { min, max } = WITHDRAW_RULES.autoDelayMs;
  return createdAt + min + Math.floor(draw * (max - min));
}
