/**
 * Odds formats (platform.md §9: decimal, fractional, American; the player's `oddsFormat` preference, default
 * decimal). The sports world prices every option in decimal odds at two decimals; the other formats are views
 * of it that convert back to the same two decimals.
 *
 * - Fractional: the profit per unit staked as the simplest fraction within half a hundredth of it (denominators
 *   up to 100), as bookmakers print them: 1.91 is 10/11, 1.15 is 2/13, 2.50 is 3/2. Below a tenth of profit the
 *   hundredths themselves (1.01 is 1/100, 1.05 is 1/20): a looser fraction there would read as another price.
 * - American: at even money or longer, the profit on 100 staked (+150); shorter, the stake that wins 100 (-200).
 */

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Decimal odds never go below this (a stake returned with a hundredth). */
export const MIN_DECIMAL_ODDS = 1.01;
const MAX_DENOMINATOR = 100;
/** Below this profit the fraction is the exact hundredths. */
const EXACT_BELOW = 0.1;

const hundredths = (value: number) => Math.round(value * 100) / 100;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** `hundredths / 100` in lowest terms. */
function exactFraction(hundredthsOfProfit: number): [number, number] {
  const divisor = gcd(hundredthsOfProfit, 100) || 1;
  return [hundredthsOfProfit / divisor, 100 / divisor];
}

/**
 * The simplest fraction n/d (d ≤ 100) strictly within half a hundredth of `value` in [0.1, 1): a Stern–Brocot
 * descent, which meets fractions in order of simplicity. The exact hundredths always qualify, so it ends there
 * at the latest.
 */
function simplestFraction(value: number): [number, number] {
  const tolerance = 0.005 - 1e-9;
  let [lowN, lowD, highN, highD] = [0, 1, 1, 1];
  for (;;) {
    const n = lowN + highN;
    const d = lowD + highD;
    if (d > MAX_DENOMINATOR || Math.abs(n / d - value) < tolerance)
      return d > MAX_DENOMINATOR ? exactFraction(Math.round(value * 100)) : [n, d];
    if (n / d < value) [lowN, lowD] = [n, d];
    else [highN, highD] = [n, d];
  }
}

export function toFractional(decimal: number): { numerator: number; denominator: number } {
  const profit = hundredths(decimal) - 1;
  const whole = Math.floor(profit);
  const part = Math.round((profit - whole) * 100);
  const [n, d] =
    part === 0 ? [0, 1] : part < EXACT_BELOW * 100 ? exactFraction(part) : simplestFraction(part / 100);
  return { numerator: whole * d + n, denominator: d };
}

export const fromFractional = (numerator: number, denominator: number) =>
  hundredths(1 + numerator / denominator);

/** American odds: a whole number, positive at even money (2.00) and longer, negative below it. */
export function toAmerican(decimal: number): number {
  const profit = hundredths(decimal) - 1;
  return profit >= 1 ? Math.round(profit * 100) : -Math.round(100 / profit);
}

export const fromAmerican = (american: number) =>
  hundredths(american > 0 ? 1 + american / 100 : 1 + 100 / -american);

/** Odds as the player chose to see them: '2.50', '3/2' or '+150'. */
export function formatOdds(decimal: number, format: OddsFormat): string {
  switch (format) {
    case 'decimal':
      return hundredths(decimal).toFixed(2);
    case 'fractional': {
      const { numerator, denominator } = toFractional(decimal);
      return `${numerator}/${denominator}`;
    }
    case 'american': {
      const american = toAmerican(decimal);
      return american > 0 ? `+${american}` : String(american);
    }
  }
}
