/**
 * The public trades the page lists: newest first, at most TRADING.publicTradesShown. The trading server
 * pushes a trade when it opens and again when it ends; the second push updates the row where it stands.
 */
import { TRADING, type PublicTrade } from '@contract/trading';

export function withTrade(
  list: readonly PublicTrade[],
  trade: PublicTrade,
  cap: number = TRADING.publicTradesShown,
): PublicTrade[] {
  if (list.some((entry) => entry._id === trade._id))
    return list.map((entry) => (entry._id === trade._id ? trade : entry));
  return [trade, ...list].slice(0, cap);
}
