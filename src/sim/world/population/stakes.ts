/**
 * What a simulated player stakes: their usual stake in US dollars, varied per session, in the currency's
 * minor units rounded to two significant digits (players type round numbers), never below the minimum nor
 * above the operator's max bet (platform.md §8: a bet over it would be refused with -9).
 */
import type { PricedCurrency } from '../../context';
import { inHouseSettings, maxBetMinor, minimumMinor } from '../../domains/games/settings';
import { usdToMinor } from './funds';

function roundNicely(minor: number): number {
  if (minor < 100) return Math.max(1, Math.round(minor));
  const unit = 10 ** (Math.floor(Math.log10(minor)) - 1);
  return Math.round(minor / unit) * unit;
}

/**
 * `usd` of a currency (at its price now) in minor units, rounded nicely and at least the minimum wager; null
 * for no currency.
 */
export function niceAmountMinor(found: PricedCurrency | undefined, usd: number): number | null {
  return found ? Math.max(roundNicely(usdToMinor(found, usd)), minimumMinor(found)) : null;
}

/** The wager in minor units for `usd` of a currency (at its price now), or null when it cannot be bet now. */
export function wagerMinor(found: PricedCurrency | undefined, usd: number): number | null {
  const wager = niceAmountMinor(found, usd);
  if (!found || wager === null) return null;
  const { maxBetEur } = inHouseSettings();
  if (maxBetEur === null) return wager;
  const maximum = maxBetMinor(found, maxBetEur);
  return maximum === null || maximum < minimumMinor(found) ? null : Math.min(wager, maximum);
}
