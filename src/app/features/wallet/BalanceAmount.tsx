import type { CSSProperties } from 'react';
import type { Currency } from '@contract/index';
import { amountText, useAmountView } from './amount-text';
import { useTweenedNumber } from './use-tweened-number';

/** A tweened value cut to the currency's decimals: no float noise in the digits while it runs. */
const toDecimals = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The header's balance of the selected currency in the chosen view. A change runs for 1 second
 * (community.md §5); `runKey` (the currency, the demo flag, a reload of the list) changing means another
 * amount, shown at once.
 * While it runs, the text keeps the width of the longer of its two ends, so nothing beside it moves.
 */
export function BalanceAmount({
  amount,
  currency,
  runKey,
}: {
  amount: number;
  currency: Currency;
  runKey: string;
}) {
  const view = useAmountView();
  const { value, from } = useTweenedNumber(amount, runKey);
  const text = amountText(toDecimals(value, currency.decimals), currency, view);
  const chars =
    from === null
      ? null
      : Math.max(amountText(from, currency, view).length, amountText(amount, currency, view).length);
  const style = chars === null ? undefined : ({ '--amount-min-chars': chars } as CSSProperties);
  return (
    <span className="currency-amount" style={style} data-running={from === null ? undefined : ''}>
      {text}
    </span>
  );
}
