/** The deposit domain behind its lazy entry (index.ts). */
export { depositAddress } from './addresses';
export { creditDeposit, resumeDeposits } from './credit';
export { CHAINS, findChain } from './params';
export { depositRoutes as depositHandlers } from './routes';
export { explorerTransactions, payoutTxid, putOnChain, sendToAddress } from './transfers';
