/**
 * The crowd's money: what a US dollar amount is in a currency's minor units, and deposits of a player's
 * bankroll (the seed deposit on the world's first start, and a top-up when a player runs short), always
 * through the ledger like any other change of money.
 */
import { toMinor } from '@contract/index';
import type { PriceBoard, PricedCurrency, SimContext } from '../../context';
import { inSequence } from '../../domains/games/tx';
import type { BalanceChange } from '../../services/ledger';
import type { BotProfile } from './profiles';
import type { WorldRandom } from './random';

/** The ledger reason of the crowd's deposits. */
export const DEPOSIT_REASON = 'seed';

/** `usd` worth of a currency in minor units at its price (0 when the currency is unknown or has none). */
export function usdToMinor(found: PricedCurrency | undefined, usd: number): number {
  if (!found || !(found.price > 0)) return 0;
  return toMinor((usd / found.price).toFixed(found.decimals), found.decimals) ?? 0;
}

/** A deposit of the profile's bankroll in each of `currencies`. */
export function depositChanges(
  prices: PriceBoard,
  profile: BotProfile,
  currencies: readonly string[],
  ref: string,
): BalanceChange[] {
  return currencies.flatMap((currency) => {
    const delta = usdToMinor(prices.currency(currency), profile.bankrollUsd);
    const kind = 'real' as const;
    return delta > 0 ? [{ userId: profile.userId, currency, kind, delta, reason: DEPOSIT_REASON, ref }] : [];
  });
}

/**
 * Tops the player's currency up with their bankroll when `needed` no longer fits in the balance (`known`: the
 * balance, when the caller has just read it).
 */
export async function ensureFunds(
  ctx: SimContext,
  random: WorldRandom,
  profile: BotProfile,
  currency: string,
  needed: number,
  known?: number,
): Promise<void> {
  const balance = known ?? (await ctx.ledger.balance(profile.userId, currency, 'real'))?.amount ?? 0;
  if (balance >= needed) return;
  const changes = depositChanges(ctx.prices, profile, [currency], `world-deposit-${random.hex(24)}`);
  await ctx.ledger.transact([], (tx) => inSequence(changes, (change) => tx.apply(change)));
}
