/** Static site data: CSRF cookie, licence, VIP levels, notifications, bonus balance. */
import type { Bonus, Notification } from '@contract/index';
import { LICENCE, VIP_LEVELS } from '../context';
import type { RouteHandlers } from '../router';

const NOTIFICATIONS: Notification[] = [
  {
    _id: 'welcome',
    icon: 'gift',
    text: 'Welcome to the demo harness: every game can be played with a demo balance.',
  },
];

export const dataRoutes: RouteHandlers = {
  'GET /sanctum/csrf-cookie': async ({ ctx }) => ({ csrf: ctx.random.tokens.token(40) }),
  // The fixture with this world's switched plugins (licence.ts, loaded on the first call).
  'POST /license': async ({ ctx }) => (await import('./licence')).licenceOf(ctx, LICENCE),
  'POST /api/vip': async ({ user }) => ({
    levels: [...VIP_LEVELS],
    // Deposits and wagers arrive with the wallet and games issues; until then the totals are zero.
    data: user ? { type: 'data' as const, deposited: 0, wagered: 0 } : null,
  }),
  'POST /api/data/notifications': async () => NOTIFICATIONS,
  // Bonuses are granted by promotions (a later issue); the list is real and empty until then.
  'POST /api/bonusBalance': async (): Promise<Bonus[]> => [],
};
