/** The withdraw form's arithmetic, in minor units like the cashier's: the fee and what the address receives. */
import { minorToString, toMinor } from '@contract/index';
import { withdrawFeeOf } from '@contract/withdrawals';

export interface WithdrawQuote {
  /** The amount asked, the fee included (what leaves the balance). */
  sum: string;
  fee: string;
  /** What reaches the address: the sum less the fee. */
  receive: string;
}

/** Decimal text without the trailing zeros of a fixed-decimals string ('0.00100000' gives '0.001'). */
const trimmed = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

const text = (minor: number, decimals: number) => trimmed(minorToString(minor, decimals));

/** The quote of a typed amount, or null while it is no positive amount the currency can hold. */
export function withdrawQuote(amount: string, decimals: number, feePercent: number): WithdrawQuote | null {
  const sum = amount.trim() === '' ? null : toMinor(amount, decimals);
  if (sum === null || sum <= 0) return null;
  const fee = withdrawFeeOf(sum, feePercent);
  return {
    sum: text(sum, decimals),
    fee: text(fee, decimals),
    receive: text(Math.max(0, sum - fee), decimals),
  };
}

/** The Max button's text: the whole real balance at the currency's precision. */
export function maxAmountText(balance: number, decimals: number): string {
  const minor = toMinor(balance, decimals) ?? toMinor(balance.toFixed(decimals), decimals) ?? 0;
  return text(Math.max(0, minor), decimals);
}
