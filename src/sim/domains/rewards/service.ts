/** The rewards domain behind its lazy entry (index.ts): the route handlers. */
import { authed, type RouteHandlers } from '../../router';
import { GUEST_USER_ID } from '../games/settings';
import { cashbackInfo } from './cashback';
import { claimFaucet } from './faucet';
import { listNotifications } from './notifications';
import { claimRakeback, rakebackInfo, rakebackList } from './rakeback';

export const rewardHandlers: RouteHandlers = {
  'POST /api/data/notifications': async ({ ctx, user }) =>
    listNotifications(ctx, user && user._id !== GUEST_USER_ID ? user._id : null),
  'POST /api/promocode/bonus': async (input) => {
    const { ctx, user } = authed(input);
    return claimFaucet(ctx, user);
  },
  'POST /api/data/promotions/rakeback': async (input) => {
    const { ctx, user } = authed(input);
    return rakebackInfo(ctx, user);
  },
  'POST /api/data/rakeback': async (input) => {
    const { ctx, user } = authed(input);
    return rakebackList(ctx, user);
  },
  'POST /api/data/claimRakeback': async (input) => {
    const { ctx, user } = authed(input);
    return claimRakeback(ctx, user);
  },
  'POST /api/data/cashback': async (input) => {
    const { ctx, user } = authed(input);
    return cashbackInfo(ctx, user);
  },
};
