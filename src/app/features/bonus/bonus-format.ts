/** How the bonus screens write their figures (community.md §9): x{multiplier}, and dollars to 2 decimals. */
import type { DepositBonusModel } from '@contract/index';
import { formatPool, formatUsd } from '../feed/format';

/** The wager requirement: 'x30'. */
export const multiplierText = (multiplier: number) => `x${multiplier}`;

/** The largest bonus: '$1,000.00'. */
export const maxBonusText = (usd: number) => formatUsd(usd);

/** The deposit tab's one-line offer: 'Get 100% up to $1,000' ('Get 100% bonus' with no cap). */
export function offerHeadline(model: Pick<DepositBonusModel, 'percent' | 'max'>): string {
  return model.max === undefined
    ? `Get ${model.percent}% bonus`
    : `Get ${model.percent}% up to ${formatPool(model.max)}`;
}

/** The share of a requirement met, 0 to 100 (a requirement of 0 is met). */
export function wageredPercent(wagered: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, (wagered / required) * 100));
}
