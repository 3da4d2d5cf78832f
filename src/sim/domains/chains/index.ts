/**
 * Simulated chains and deposits (issue 9 §1 and the sim side of §2): one chain per `chains` id of the currency
 * fixture with its block time and confirmations (fixtures/chains.json), deposit addresses in each chain's real
 * format, outside transfers (control.sendToAddress), the explorer (control.explorerTransactions), the deposit
 * calls, and crediting at the chain's confirmations. Registered in src/sim/index.ts.
 */
export { depositAddress } from './addresses';
export { creditDeposit, resumeDeposits } from './credit';
export { CHAINS, findChain } from './params';
export { depositRoutes } from './routes';
export { explorerTransactions, putOnChain, sendToAddress, type ChainPayment } from './transfers';
