/** The VIP totals' share of a wager (domains/wagers): adds the stake's US dollars to the player's wagered total. */
import type { SimContext } from '../../context';
import type { MoneyTx } from '../../services/ledger';
import { txValue } from '../games/tx';
import type { ValuedWager } from '../wagers';
import { addToTotals } from './totals';

/**
 * Inside the bet's transaction; chains on Dexie's promises only. The stake is valued at the price of its
 * round's start, so that a refund (a negative stake) takes back exactly what the stake added.
 */
export function countVipWager(ctx: SimContext, tx: MoneyTx, wager: ValuedWager): PromiseLike<unknown> {
  const micro = wager.microUsd;
  if (micro === 0) return txValue(undefined);
  return addToTotals(ctx, tx, wager.userId, { wageredMicroUsd: micro });
}
