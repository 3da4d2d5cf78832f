/**
 * The texts the promotions screens show for a code's answer: the refusals by code (platform.md §8, with the
 * wheel page's variant) and a reward in words.
 */
import { ApiError, MESSAGES, PROMO_ERRORS, WHEEL_PROMO_TEXTS, type PromoReward } from '@contract/index';

/** The wallet and Redeem Code dialogs use the catalogue's texts; the wheel page reads 'invalid' and 'expired'. */
export type PromoTextVariant = 'default' | 'wheel';

const isPromoCode = (code: number): code is keyof typeof PROMO_ERRORS => code in PROMO_ERRORS;

/** What a refused activation says: the catalogue text of its code, else the server's own words. */
export function promoErrorText(error: unknown, variant: PromoTextVariant = 'default'): string {
  if (!(error instanceof ApiError)) return MESSAGES.internal;
  if (variant === 'wheel' && WHEEL_PROMO_TEXTS[error.code]) return WHEEL_PROMO_TEXTS[error.code]!;
  if (isPromoCode(error.code)) return PROMO_ERRORS[error.code];
  return error.fieldError('code') ?? error.message;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars to the cent: $1,000.00. */
export const formatUsd = (value: number) => usd.format(value);

/** A code's reward in a few words, for the public codes' list and the success line. */
export function rewardText(reward: PromoReward): string {
  switch (reward.kind) {
    case 'tickets':
      return reward.count === 1 ? '1 wheel spin' : `${reward.count} wheel spins`;
    case 'bonus':
      return `${formatUsd(reward.usd)} bonus (x${reward.multiplier} wager)`;
    case 'depositBonus':
      return 'Deposit bonus';
    case 'rakeback':
      return `+${reward.percent}% rakeback`;
  }
}
