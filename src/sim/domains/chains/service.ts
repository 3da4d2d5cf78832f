/** The deposit domain behind its lazy entry (index.ts). */
import type { SimContext } from '../../context';
import { resumeAggregatorDeposits } from './aggregator';
import { resumeChainDeposits } from './credit';

export { depositAddress } from './addresses';
export { creditDeposit } from './credit';
export { historyEntry } from './history';
export { CHAINS, findChain } from './params';
export { depositRoutes as depositHandlers } from './routes';
export { explorerTransactions, payoutTxid, putOnChain, sendToAddress } from './transfers';
export { requireVerifiedEmail } from './validation';

/** On start: chain deposits and paid aggregator deposits a reload caught mid-confirmation. */
export async function resumeDeposits(ctx: SimContext): Promise<void> {
  await resumeChainDeposits(ctx);
  await resumeAggregatorDeposits(ctx);
}
