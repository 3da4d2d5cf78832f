/** The buy-crypto calls (contract/onramp-routes.ts): quote, order, 3-D Secure, status and the player's orders. */
import { onrampChallengeBodySchema, onrampOrderIdBodySchema } from '@contract/onramp-schemas';
import { authed, type RouteHandlers } from '../../router';
import { parseBody } from '../../services/validation';
import { requireVerifiedEmail } from '../chains/service';
import { authenticateOrder, cancelChallenge } from './challenge';
import { placeOrder } from './order';
import { issueQuote } from './quote';
import { announceOrder, ownOrder, toWireQuote, userOrders, wireOrder } from './records';

/** How many orders the page lists. */
const RECENT_ORDERS = 20;

export const onrampRoutes: RouteHandlers = {
  // Like a deposit, buying needs a verified email (community.md), with the deposit's refusal.
  'POST /api/onramp/quote': async (input) => {
    const { ctx, user } = authed(input);
    requireVerifiedEmail(user);
    return toWireQuote(await issueQuote(ctx, user._id, input.body));
  },

  'POST /api/onramp/order': async (input) => {
    const { ctx, user } = authed(input);
    requireVerifiedEmail(user);
    return announceOrder(ctx, await placeOrder(ctx, user._id, input.body));
  },

  'POST /api/onramp/order/authenticate': async (input) => {
    const { ctx, user } = authed(input);
    const { id, code } = parseBody(onrampChallengeBodySchema, input.body);
    return announceOrder(ctx, await authenticateOrder(ctx, user._id, id, code));
  },

  'POST /api/onramp/order/cancel': async (input) => {
    const { ctx, user } = authed(input);
    const { id } = parseBody(onrampOrderIdBodySchema, input.body);
    return announceOrder(ctx, await cancelChallenge(ctx, user._id, id));
  },

  'POST /api/onramp/order/status': async (input) => {
    const { ctx, user } = authed(input);
    const { id } = parseBody(onrampOrderIdBodySchema, input.body);
    return wireOrder(ctx, await ownOrder(ctx, user._id, id));
  },

  'POST /api/onramp/orders': async (input) => {
    const { ctx, user } = authed(input);
    const records = await userOrders(ctx, user._id, RECENT_ORDERS);
    return Promise.all(records.map((record) => wireOrder(ctx, record)));
  },
};
