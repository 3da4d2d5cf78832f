/**
 * The deposit bonus credited (chains' onDepositCredited hook): the player's first credited deposit, with the
 * offer opted into, brings a bonus of the deposit's value × percent, at most $1,000, in the deposit's currency,
 * with the x30 wager requirement. One ledger transaction writes the offer's deposit, the bonus and its ledger
 * row and the notification; the bonus's id is the deposit's, so a replayed hook finds it and grants nothing.
 */
import Dexie from 'dexie';
import { DEPOSIT_BONUS } from '@contract/promotions';
import type { SimContext } from '../../context';
import { firstCreditedDeposit, type CreditedDeposit } from '../chains/credit';
import { microUsdOfMinor, minorOfMicroUsd, usdToMicro } from '../../services/usd';
import { txValue } from '../games/tx';
import { notify } from '../rewards/notifications';
import { grantBonus } from './grant';
import { isWaitingOptIn } from './index';
import { welcomeStateKey } from './offer';
import { WELCOME_DEPOSIT_BONUS, depositBonusCreditedText } from './texts';

export const depositBonusSource = (depositId: string) => `deposit:${depositId}`;
export const isDepositBonusSource = (source: string) => source.startsWith('deposit:');

/** The match of a deposit, in its minor units: exact under the cap, the cap's worth at today's price above. */
export function matchedBonus(ctx: SimContext, currency: string, amount: number): number {
  const match = Math.floor((amount * DEPOSIT_BONUS.percent) / 100);
  const capMicro = usdToMicro(DEPOSIT_BONUS.maxUsd);
  if (microUsdOfMinor(ctx.prices, currency, match) <= capMicro) return match;
  return minorOfMicroUsd(ctx.prices, currency, capMicro);
}

export async function grantDepositBonus(
  ctx: SimContext,
  deposit: CreditedDeposit,
  first: boolean,
): Promise<void> {
  // Only the first deposit qualifies: a later one finds the offer gone (offer.ts) whatever its state says.
  if (!first) return;
  const { db } = ctx;
  const key = welcomeStateKey(deposit.userId);
  const id = depositBonusSource(deposit._id);
  await ctx.ledger.transact([db.depositBonusStates, db.bonuses, db.notifications], (tx) =>
    Dexie.Promise.all([db.depositBonusStates.get(key), db.bonuses.get(id)]).then(([state, granted]) => {
      if (granted || !state?.checkedIn || state.cancelled || state.depositId !== null)
        return txValue(undefined);
      const value = matchedBonus(ctx, deposit.currency, deposit.amount);
      const used = db.depositBonusStates.put({ ...state, depositId: deposit._id, at: ctx.clock.now() });
      if (value <= 0) return used;
      return used
        .then(() =>
          grantBonus(ctx, tx, {
            id,
            userId: deposit.userId,
            currency: deposit.currency,
            value,
            name: WELCOME_DEPOSIT_BONUS.name,
            multiplier: DEPOSIT_BONUS.multiplier,
            source: depositBonusSource(deposit._id),
          }),
        )
        .then((bonus) => notify(ctx, tx, deposit.userId, 'bonus', depositBonusCreditedText(bonus)));
    }),
  );
}

/**
 * The chains run their deposit hooks after the credit commits: a sim stopped in between (a closed tab, a killed
 * server) credited a first deposit without its bonus. On start, every opt-in still waiting whose player has a
 * credited deposit gets the bonus of their first one. The opt-in is refused once a deposit is credited
 * (offer.ts), so such a state can only be a missed hook; the bonus's id is the deposit's, so nothing is granted twice.
 */
export async function grantMissedDepositBonuses(ctx: SimContext): Promise<void> {
  const waiting = await ctx.db.depositBonusStates.filter(isWaitingOptIn).toArray();
  for (const state of waiting) {
    const first = await firstCreditedDeposit(ctx, state.userId);
    if (first) await grantDepositBonus(ctx, first, true);
  }
}
