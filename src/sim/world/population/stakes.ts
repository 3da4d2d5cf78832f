/**
 * What a simulated player stakes: their usual stake in US dollars, varied per session, in the currency's
 * minor units rounded to two significant digits (players type round numbers), never below the minimum nor
 * above the operator's max bet (platform.md §8: a bet over it would be refused with -9).
 */
import { findCurrency } from '../../context';
import { inHouseSettings, maxBetMinor, minimumMinor } from '../../domains/games/settings';
import { usdToMinor } from './funds';

function roundNicely(minor: number): number {
  if (minor < 100) return Math.max(1, Math.round(minor));
  const unit = 10 ** (Math.floor(Math.log10(minor)) - 1);
  return Math.round(minor / unit) * unit;
}

/** `usd` of `currency` in minor units, rounded nicely and at least the minimum wager; null for no currency. */
export function niceAmountMinor(currency: string, usd: number): number | null {
  const found = findCurrency(currency);
  return found ? Math.max(roundNicely(usdToMinor(currency, usd)), minimumMinor(found)) : null;
}

/** The wager in minor units for `usd` of `currency`, or null when the currency cannot be bet now. */
export function wagerMinor(currency: string, usd: number): number | null {
  const found = findCurrency(currency);
  const wager = niceAmountMinor(currency, usd);
  if (!found || wager === null) return null;
  const { maxBetEur } = inHouseSettings();
  if (maxBetEur === null) return wager;
  const maximum = maxBetMinor(found, maxBetEur);
  return maximum === null || maximum < minimumMinor(found) ? null : Math.min(wager, maximum);
}
