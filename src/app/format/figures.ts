/** Figures the futures and token screens both write: signed percent changes and abbreviated US dollars. */

const changeFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** A percent change with its sign: +1.25%, -0.40%, +0.00%. */
export function formatChange(percent: number): string {
  return `${percent < 0 ? '-' : '+'}${changeFormat.format(Math.abs(percent))}%`;
}

/** US dollars abbreviated with K, M, B and T: $950, $12.3K, -$4.56M, $1.2B. */
export const formatCompactUsd = (value: number) => compactUsd.format(value);
