/**
 * The futures domain behind its lazy entry (index.ts): the route handlers on the desk of the sim (desk.ts),
 * and the calls the crowd's traders make as players do.
 */
import { authed, type RouteHandlers } from '../../router';
import { deskOf } from './desk';
import { ownPositions, publicTrades } from './lists';
import { closePosition, setLevels } from './manage';
import { openPosition } from './open';

export { deskOf, openDesk, type Desk } from './desk';
export { closePosition, setLevels } from './manage';
export { openPosition } from './open';

export const futuresHandlers: RouteHandlers = {
  'POST /api/trading/trades': async ({ ctx, body }) => publicTrades(await deskOf(ctx), body),

  'POST /api/trading/open': async (input) => {
    const { ctx, user } = authed(input);
    return openPosition(await deskOf(ctx), user, input.body);
  },

  'POST /api/trading/close': async (input) => {
    const { ctx, user } = authed(input);
    return closePosition(await deskOf(ctx), user, input.body);
  },

  'POST /api/trading/limits': async (input) => {
    const { ctx, user } = authed(input);
    return setLevels(await deskOf(ctx), user, input.body);
  },

  'POST /api/trading/positions': async (input) => {
    const { ctx, user } = authed(input);
    return ownPositions(ctx, user, input.body);
  },
};
