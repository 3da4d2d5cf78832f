/** How profiles write dates and totals: the join date, and the wagered total in dollars to 2 decimals. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const formatWagered = (amount: number) => usd.format(amount);
export const formatJoined = (iso: string) => day.format(new Date(iso));
