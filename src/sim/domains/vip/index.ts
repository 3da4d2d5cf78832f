/**
 * VIP (platform.md §3, community.md §3, §4): the levels of the fixture, each player's deposited and wagered
 * totals (wagers.ts, and deposits through the chains' hook), and level-ups. Registered in src/sim/index.ts.
 */
import type { VipData } from '@contract/index';
import { VIP_LEVELS, type SimContext } from '../../context';
import type { RouteHandlers } from '../../router';
import { microToUsd } from '../../services/usd';
import { onDepositCredited } from '../chains';
import { countDeposit, countMissedDeposits } from './deposits';
import { readTotals } from './totals';

export const vipRoutes: RouteHandlers = {
  'POST /api/vip': async ({ ctx, user }) => {
    let data: VipData | null = null;
    if (user) {
      const totals = await readTotals(ctx, user._id);
      data = {
        type: 'data',
        deposited: microToUsd(totals.depositedMicroUsd),
        wagered: microToUsd(totals.wageredMicroUsd),
      };
    }
    return { levels: [...VIP_LEVELS], data };
  },
};

/** Hooks the VIP totals to credited deposits, after counting any a reload left out. */
export async function startVip(ctx: SimContext): Promise<void> {
  await countMissedDeposits(ctx);
  onDepositCredited(ctx, (deposit) => countDeposit(ctx, deposit).then(() => undefined));
}
