/** An amount at a currency's decimals without trailing zeros: '0.0015', '12.5'. */
export function amountText(value: number, decimals: number): string {
  const fixed = value.toFixed(Math.min(Math.max(decimals, 0), 8));
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
