/**
 * The staff page of a player (/admin/user/{userId}; contract admin.ts): details, money, ledger, bets and
 * sessions, and the back office's actions. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain itself (service.ts) is imported on its first
 * use, so that the worker's first bundle stays within its budget.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';

const load = () => import('./service');

const ADMIN_ROUTE_KEYS = [
  'POST /api/admin/user',
  'POST /api/admin/user/ledger',
  'POST /api/admin/user/bets',
  'POST /api/admin/user/sessions',
  'POST /api/admin/user/mute',
  'POST /api/admin/user/unmute',
  'POST /api/admin/user/selfExclusion',
  'POST /api/admin/user/selfExclusion/lift',
  'POST /api/admin/user/signOut',
  'POST /api/admin/user/adjust',
] as const satisfies readonly RouteKey[];

export const adminRoutes = lazyRoutes(ADMIN_ROUTE_KEYS, async () => (await load()).adminHandlers);

/** On start: puts the ends of timed self-exclusions back on the sim clock (loads the domain only if any). */
export async function resumeAdmin(ctx: SimContext): Promise<void> {
  if ((await ctx.db.staffActions.where('kind').equals('selfExclude').count()) === 0) return;
  await (await import('./exclusion')).resumeSelfExclusions(ctx);
}
