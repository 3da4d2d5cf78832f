/** Static site data: the CSRF cookie and the licence. */
import { LICENCE } from '../context';
import type { RouteHandlers } from '../router';

export const dataRoutes: RouteHandlers = {
  'GET /sanctum/csrf-cookie': async ({ ctx }) => ({ csrf: ctx.random.tokens.token(40) }),
  // The fixture with this world's switched plugins (licence.ts, loaded on the first call).
  'POST /license': async ({ ctx }) => (await import('./licence')).licenceOf(ctx, LICENCE),
};
