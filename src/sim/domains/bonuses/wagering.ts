/** Bonus wagering: a wager in an accepted game counts toward the player's active bonuses (domains/wagers). */
import type { SimContext } from '../../context';
import type { MoneyTx } from '../../services/ledger';
import { txValue } from '../games/tx';
import type { Wager } from '../wagers';

/** Inside the bet's transaction; chains on Dexie's promises only. A bonus that converts moves money with `tx`. */
export function countBonusWager(_ctx: SimContext, _tx: MoneyTx, _wager: Wager): PromiseLike<unknown> {
  return txValue(undefined);
}
