/** Amounts as the provider's clients show them: up to 8 decimals, at least 2, with the currency's code. */
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 });

export const formatAmount = (value: number, currency: string) =>
  `${formatter.format(value)} ${currency.toUpperCase()}`;
