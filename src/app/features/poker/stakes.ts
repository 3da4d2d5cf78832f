/** Table stakes as the lobby shows them: chips are US cents, so blinds read as dollars. */
import type { PokerChipValue } from '@contract/provider/poker';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 });

export const dollars = (chips: number) => usd.format(chips / 100);

export const stakesText = (blinds: { small: number; big: number }) =>
  `${dollars(blinds.small)} / ${dollars(blinds.big)}`;

/** Chips in the session's currency ("12.50 USDT"), to at most 8 significant digits. */
export const inCurrency = (chips: number, chip: PokerChipValue) =>
  `${amount.format(Number((chips * chip.value).toPrecision(8)))} ${chip.currency.toUpperCase()}`;
