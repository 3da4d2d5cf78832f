/**
 * What an activated code gives, inside the activation's ledger transaction: wheel tickets (the code joins the
 * player's ticket codes), a bonus balance (grantBonus), the rakeback boost (an own code also makes its owner
 * the player's affiliate), or the deposit bonus, which the bonuses domain pays on the next deposit: the answer
 * only sends the player to deposit.
 */
import type { CurrencyId } from '@contract/models';
import type { PromoReward } from '@contract/promotions';
import type { SimContext } from '../../context';
import type { PromoCodeRecord } from '../../services/db-promotions';
import type { MoneyTx } from '../../services/ledger';
import { minorOfMicroUsd, usdToMicro } from '../../services/usd';
import { grantBonus } from '../bonuses/grant';
import { updateRewardState } from '../rewards/state';

/** Operator choice: the currency a deposit-bonus code or a Deposit banner opens the deposit tab in. */
export const DEPOSIT_CURRENCY: CurrencyId = 'btc';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
export const dollars = (usd: number) => `$${Number.isInteger(usd) ? usd : usd.toFixed(2)}`;

/** The reward in words, for the answer's message and the notification. */
export function rewardText(reward: PromoReward): string {
  switch (reward.kind) {
    case 'tickets':
      return plural(reward.count, 'spin') + ' of the bonus wheel';
    case 'bonus':
      return `a ${dollars(reward.usd)} bonus`;
    case 'depositBonus':
      return 'a 100% bonus on your next deposit';
    case 'rakeback':
      return `+${reward.percent}% rakeback`;
  }
}

/** The tables a reward may write, beside the balances and the ledger. */
export const rewardTables = (ctx: SimContext) => [
  ctx.db.rewardStates,
  ctx.db.bonuses,
  ctx.db.notifications,
  ctx.db.users,
];

/** Gives `record`'s reward to `userId`. Chains on Dexie's promises only. */
export function applyReward(
  ctx: SimContext,
  tx: MoneyTx,
  userId: string,
  record: PromoCodeRecord,
): PromiseLike<unknown> | undefined {
  const { reward } = record;
  switch (reward.kind) {
    case 'tickets':
      return updateRewardState(ctx.db, userId, (state) => ({
        tickets: state.tickets + reward.count,
        ticketCodes: [...state.ticketCodes, { _id: record.code, code: record.code }],
      }));
    case 'bonus': {
      const value = minorOfMicroUsd(ctx.prices, reward.currency, usdToMicro(reward.usd));
      if (value <= 0) throw new RangeError(`The bonus of ${record.code} is worth nothing`);
      const grant = { userId, currency: reward.currency, value, multiplier: reward.multiplier };
      return grantBonus(ctx, tx, { ...grant, name: record.title, source: `promo:${record.code}` });
    }
    case 'rakeback':
      return updateRewardState(ctx.db, userId, (state) => ({
        rakebackBoost: state.rakebackBoost + reward.percent,
      })).then(() =>
        record.kind === 'own' && record.ownerId
          ? ctx.db.users.update(userId, { invitedBy: record.ownerId })
          : undefined,
      );
    case 'depositBonus':
      return undefined;
  }
}
