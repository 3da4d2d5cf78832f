/**
 * Simulated chains and deposits (issue 9 §1 and the sim side of §2): one chain per `chains` id of the currency
 * fixture with its block time and confirmations (fixtures/chains.json), deposit addresses in each chain's real
 * format, outside transfers (control.sendToAddress), the explorer (control.explorerTransactions), the deposit
 * calls, and crediting at the chain's confirmations. Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain itself (service.ts) is imported on its first
 * use, so that the worker's first bundle stays within its budget.
 */
import type { RouteKey, SimTransfer } from '@contract/index';
import type { SimContext } from '../../context';
import { lazyRoutes } from '../../router';
import type { ChainPayment } from './transfers';

export type { ChainPayment } from './transfers';
export { onDepositCredited, type DepositCreditedHook } from './hooks';

const load = () => import('./service');

const DEPOSIT_ROUTE_KEYS = [
  'POST /api/wallet/getAvailableCurrencies',
  'POST /api/wallet/getDepositWallet',
  'POST /api/wallet/history/deposits',
  'GET /api/walletNotify/{currency}/{txid}',
] as const satisfies readonly RouteKey[];

export const depositRoutes = lazyRoutes(DEPOSIT_ROUTE_KEYS, async () => (await load()).depositHandlers);

/** On start: re-schedules the credit of deposits a reload interrupted (loads the domain only if there are any). */
export async function resumeDeposits(ctx: SimContext): Promise<void> {
  // 0 is DEPOSIT_STATUS.pending, written out so this entry does not pull the deposit texts in.
  const chain = await ctx.db.deposits.where('status').equals(0).count();
  const aggregator = await ctx.db.aggregatorDeposits
    .where('status')
    .equals(0)
    .filter((invoice) => invoice.txid !== null)
    .count();
  if (chain + aggregator === 0) return;
  await (await load()).resumeDeposits(ctx);
}

export const sendToAddress = async (ctx: SimContext, transfer: SimTransfer) =>
  (await load()).sendToAddress(ctx, transfer);

export const explorerTransactions = async (ctx: SimContext, chain: string, address: string) =>
  (await load()).explorerTransactions(ctx, chain, address);

/** For other domains (a paid withdrawal): puts a payment on its chain, amount in minor units. */
export const putOnChain = async (ctx: SimContext, payment: ChainPayment) =>
  (await load()).putOnChain(ctx, payment);

/** For the cashier: the id, in the chain's format, of the transaction that will pay a withdrawal. */
export const payoutTxid = async (ctx: SimContext, chain: string, withdrawalId: string) =>
  (await load()).payoutTxid(ctx, chain, withdrawalId);
