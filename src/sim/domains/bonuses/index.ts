/**
 * Bonus money (community.md §3, §4, §7, §9): the deposit bonus and its opt-in, bonus balances, their wagering
 * (wagering.ts, through domains/wagers) and conversion, and cancelling one. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain itself (service.ts) is imported on its first use.
 */
import type { RouteKey } from '@contract/index';
import type { SimContext } from '../../context';
import type { DepositBonusStateRecord } from '../../services/db-promotions';
import { lazyRoutes } from '../../router';
import { onDepositCredited } from '../chains';

const load = () => import('./service');

/** An opt-in whose deposit has not come (yet). */
export const isWaitingOptIn = (state: DepositBonusStateRecord) =>
  state.checkedIn && !state.cancelled && state.depositId === null;

const BONUS_ROUTE_KEYS = [
  'POST /api/data/promotions/depositBonus',
  'POST /api/data/promotions/depositOptIn',
  'POST /api/bonusBalance',
  'POST /api/cancelBonus',
] as const satisfies readonly RouteKey[];

export const bonusRoutes = lazyRoutes(BONUS_ROUTE_KEYS, async () => (await load()).bonusHandlers);

/**
 * Hooks the deposit bonus to credited deposits: only a player's first can bring it. Opt-ins still waiting are
 * checked once for a credit whose hook a stop cut off (deposit-grant.ts); the domain loads only if there are any.
 */
export async function startBonuses(ctx: SimContext): Promise<void> {
  onDepositCredited(ctx, async (deposit, first) => {
    if (first) await (await load()).grantDepositBonus(ctx, deposit, first);
  });
  if ((await ctx.db.depositBonusStates.filter(isWaitingOptIn).count()) > 0)
    await (await load()).grantMissedDepositBonuses(ctx);
}
