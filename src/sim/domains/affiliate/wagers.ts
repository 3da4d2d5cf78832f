/** The affiliate's commission: a referred player's wager accrues to the player who invited them (domains/wagers). */
import type { SimContext } from '../../context';
import { txValue } from '../games/tx';
import type { Wager } from '../wagers';

/** Inside the bet's transaction; chains on Dexie's promises only. */
export function countAffiliateWager(_ctx: SimContext, _wager: Wager): PromiseLike<unknown> {
  return txValue(undefined);
}
