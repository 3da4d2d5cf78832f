/**
 * The pools domain behind its lazy entry (index.ts): the route handlers, and the calls the crowd makes as
 * players do.
 */
import { authed, type RouteHandlers } from '../../router';
import { joinPool } from './join';
import { listPools, onePool } from './lists';
import { openPool } from './open';

export { joinPool } from './join';
export { resumePools } from './lifecycle';
export { openPool } from './open';

export const pvpHandlers: RouteHandlers = {
  'POST /api/pvp/pools': ({ ctx, user, body }) => listPools(ctx, user, body),
  'POST /api/pvp/pool': ({ ctx, user, body }) => onePool(ctx, user, body),
  'POST /api/pvp/open': (input) => {
    const { ctx, user, body } = authed(input);
    return openPool(ctx, user, body);
  },
  'POST /api/pvp/join': (input) => {
    const { ctx, user, body } = authed(input);
    return joinPool(ctx, user, body);
  },
};
