/** The bonus domain behind its lazy entry (index.ts): the route handlers and the deposit hook's work. */
import { authed, type RouteHandlers } from '../../router';
import { activeBonuses, cancelBonus } from './balances';
import { depositBonusAnswer, optIn } from './offer';

export { grantDepositBonus, grantMissedDepositBonuses } from './deposit-grant';

export const bonusHandlers: RouteHandlers = {
  'POST /api/data/promotions/depositBonus': ({ ctx, user }) => depositBonusAnswer(ctx, user),
  'POST /api/data/promotions/depositOptIn': (input) => {
    const { ctx, user, body } = authed(input);
    return optIn(ctx, user, body);
  },
  'POST /api/bonusBalance': (input) => {
    const { ctx, user } = authed(input);
    return activeBonuses(ctx, user._id);
  },
  'POST /api/cancelBonus': (input) => {
    const { ctx, user, body } = authed(input);
    return cancelBonus(ctx, user, body);
  },
};
