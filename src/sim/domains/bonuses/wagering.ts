/**
 * Bonus wagering (community.md §9): a real wager in an accepted game counts toward every active bonus of its
 * player, the whole stake toward each (as most casinos count it: one bet plays through all the bonuses held).
 * Wagers in live games, poker, futures and card games do not count. A refund (a negative stake) takes back
 * what its stake counted, never below zero. A bonus whose wagered total reaches its requirement, or that is now
 * worth under $10 (the $10 rule), converts to real money in the bet's own transaction.
 */
import type { SimContext } from '../../context';
import type { BonusRecord } from '../../services/db-promotions';
import type { MoneyTx } from '../../services/ledger';
import { inSequence, txValue } from '../games/tx';
import { notify } from '../rewards/notifications';
import type { ValuedWager, WagerSource } from '../wagers';
import { transferBonus, worthUnderResetLimit } from './grant';
import { bonusConvertedText } from './texts';

const NOT_ACCEPTED: ReadonlySet<WagerSource> = new Set<WagerSource>(['live', 'poker', 'futures', 'cards']);

/** Whether a wager of this kind of game counts toward a bonus. */
export const countsTowardBonus = (source: WagerSource) => !NOT_ACCEPTED.has(source);

/**
 * Inside the bet's transaction (its scope holds db.bonuses and db.notifications); chains on Dexie's promises
 * only. One indexed read per wager: the player's active bonuses, oldest first.
 */
export function countBonusWager(ctx: SimContext, tx: MoneyTx, wager: ValuedWager): PromiseLike<unknown> {
  if (!countsTowardBonus(wager.source)) return txValue(undefined);
  const micro = wager.microUsd;
  if (micro === 0) return txValue(undefined);
  return ctx.db.bonuses
    .where('[userId+status]')
    .equals([wager.userId, 'active'])
    .sortBy('createdAt')
    .then((bonuses) => inSequence(bonuses, (bonus) => countOn(ctx, tx, bonus, micro)));
}

function countOn(ctx: SimContext, tx: MoneyTx, bonus: BonusRecord, micro: number): PromiseLike<unknown> {
  const counted: BonusRecord = { ...bonus, wageredMicroUsd: Math.max(0, bonus.wageredMicroUsd + micro) };
  const converts =
    counted.wageredMicroUsd >= counted.requiredMicroUsd ||
    worthUnderResetLimit(ctx, bonus.currency, bonus.value);
  if (!converts) return ctx.db.bonuses.put(counted);
  return transferBonus(ctx, tx, counted).then((ended) =>
    notify(ctx, tx, ended.userId, 'bonus', bonusConvertedText(ended)),
  );
}
