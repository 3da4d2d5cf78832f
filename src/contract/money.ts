/**
 * Money conversion between the wire (decimal numbers at the currency's precision) and the sim (integers of
 * the smallest unit). Conversion goes through decimal strings, never float multiplication, so 0.1 + 0.2 and
 * friends never leak into a balance.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Decimal string of a finite number without exponent notation (up to 20 fraction digits). */
function plainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * Parses a wire amount into integer minor units. Returns null when the amount is not a number, has more
 * fraction digits than the currency allows, or does not fit in a safe integer.
 */
export function toMinor(amount: number | string, decimals: number): number | null {
  const text =
    typeof amount === 'number' ? (Number.isFinite(amount) ? plainDecimal(amount) : '') : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return null;
  const minor = Number(`${whole}${significant.padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(minor)) return null;
  return sign ? -minor : minor;
}

/** Integer minor units to the wire's decimal number. */
export function fromMinor(minor: number, decimals: number): number {
  return Number(minorToString(minor, decimals));
}

/** Integer minor units to a fixed decimal string, e.g. 150000000 at 8 decimals gives '1.50000000'. */
export function minorToString(minor: number, decimals: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount: ${minor}`);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The fiat currencies' symbols, for amounts shown in USD or EUR. */
export const FIAT_SYMBOLS = { usd: '$', eur: '€' } as const;
