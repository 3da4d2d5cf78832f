/** The deposit bonus and bonus balances the bonus UI tests answer with. */
import { type Bonus, type DepositBonusAnswer, type DepositBonusModel } from '@contract/index';
import { DEPOSIT_BONUS } from '@contract/promotions';

export const WELCOME: DepositBonusModel = {
  _id: DEPOSIT_BONUS.welcomeId,
  name: 'Welcome deposit bonus',
  description: 'Double your first deposit.',
  conditions: ['Opt in before your first deposit.'],
  max: DEPOSIT_BONUS.maxUsd,
  multiplier: DEPOSIT_BONUS.multiplier,
  percent: DEPOSIT_BONUS.percent,
};

export const offer = (checkedIn: boolean | null): DepositBonusAnswer => ({
  model: WELCOME,
  state: checkedIn === null ? null : { checkedIn },
});

export const NO_OFFER: DepositBonusAnswer = { model: null, state: null };

export function bonus(patch: Partial<Bonus> = {}): Bonus {
  return {
    _id: 'b1',
    currency: 'usdt',
    value: 100,
    frozenValue: 50,
    name: 'Welcome deposit bonus',
    wagerRequirement: 3000,
    wagered: 1500,
    multiplier: 30,
    createdAt: 0,
    ...patch,
  };
}
