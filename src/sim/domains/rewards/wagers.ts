/** Rakeback accrual and the day's play for cashback: their share of a wager (domains/wagers). */
import type { SimContext } from '../../context';
import { txValue } from '../games/tx';
import type { Wager } from '../wagers';

/** Inside the bet's transaction; chains on Dexie's promises only. */
export function countRewardWager(_ctx: SimContext, _wager: Wager): PromiseLike<unknown> {
  return txValue(undefined);
}
