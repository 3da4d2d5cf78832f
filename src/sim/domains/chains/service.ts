/** The deposit domain behind its lazy entry (index.ts). */
export { depositAddress } from './addresses';
export { creditDeposit, resumeDeposits } from './credit';
export { historyEntry } from './history';
export { CHAINS, findChain } from './params';
export { depositRoutes as depositHandlers } from './routes';
export { explorerTransactions, payoutTxid, putOnChain, sendToAddress } from './transfers';
export { requireVerifiedEmail } from './validation';
