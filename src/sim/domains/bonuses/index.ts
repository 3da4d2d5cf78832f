/**
 * Bonus money (community.md §3, §4, §7, §9): the deposit bonus and its opt-in, bonus balances, their wagering
 * and conversion, and cancelling one. Registered in src/sim/index.ts.
 */
import type { Bonus } from '@contract/index';
import type { SimContext } from '../../context';
import type { RouteHandlers } from '../../router';

export const bonusRoutes: RouteHandlers = {
  'POST /api/bonusBalance': async (): Promise<Bonus[]> => [],
};

/** Hooks the deposit bonus to credited deposits. */
export async function startBonuses(_ctx: SimContext): Promise<void> {}
