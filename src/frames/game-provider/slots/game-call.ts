/**
 * What the slots' screens share: the game client's props (the frame shell's), and amounts shown at the
 * currency's precision (a count-up passes through values finer than the currency has).
 */
import { formatAmount } from '../ui';

export type { ProviderGameProps as GameClientProps } from '../kinds';

/** Shows an amount of the session's currency. */
export type Money = (value: number) => string;

export const moneyFormat =
  (currency: string, decimals: number): Money =>
  (value) =>
    formatAmount(Math.round(value * 10 ** decimals) / 10 ** decimals, currency);
