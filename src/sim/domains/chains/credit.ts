/**
 * Crediting: a pending deposit is credited once its block has the chain's confirmations. The credit (ledger
 * row, balance and the deposit's status) is one Dexie transaction that first re-reads the deposit, so a txid
 * is credited once however often it is processed, and a reload only re-schedules what is still pending.
 */
import { DEPOSIT_STATUS } from '@contract/deposits';
import type { SimContext } from '../../context';
import type { DepositRecord } from '../../services/db';
import { announceDeposit } from './history';
import { runDepositCreditedHooks } from './hooks';
import { confirmationsAt, confirmedAt, findChain } from './params';

/** The player's credited deposits of either kind (chain, aggregator), as two queries on their own index. */
function creditedDepositsOf(ctx: SimContext, userId: string) {
  const credited = (deposit: { status: number }) => deposit.status === DEPOSIT_STATUS.credited;
  const range: [[string, number], [string, number]] = [
    [userId, -Infinity],
    [userId, Infinity],
  ];
  return {
    chain: ctx.db.deposits
      .where('[userId+createdAt]')
      .between(...range)
      .filter(credited),
    aggregator: ctx.db.aggregatorDeposits
      .where('[userId+createdAt]')
      .between(...range)
      .filter(credited),
  };
}

/**
 * Whether the player has no credited deposit yet, of either kind (chain or aggregator). Call it inside the
 * credit's transaction, before the new one is marked, with both deposit tables in its scope.
 */
export async function noCreditedDeposit(ctx: SimContext, userId: string): Promise<boolean> {
  const { chain, aggregator } = creditedDepositsOf(ctx, userId);
  if ((await chain.count()) > 0) return false;
  return (await aggregator.count()) === 0;
}

/** What a credited deposit of either kind (a chain's, an aggregator invoice's) brought: the deposit hooks' view. */
export type CreditedDeposit = Pick<DepositRecord, '_id' | 'userId' | 'currency' | 'amount' | 'creditedAt'>;

/** The player's first credited deposit of either kind, or null. */
export async function firstCreditedDeposit(ctx: SimContext, userId: string): Promise<CreditedDeposit | null> {
  const { chain: chainDeposits, aggregator: invoices } = creditedDepositsOf(ctx, userId);
  const [chain, aggregator] = await Promise.all([chainDeposits.toArray(), invoices.toArray()]);
  const creditedAt = (deposit: CreditedDeposit) => deposit.creditedAt ?? Infinity;
  const [first] = [...chain, ...aggregator].sort((a, b) => creditedAt(a) - creditedAt(b));
  return first ?? null;
}

export async function creditDeposit(ctx: SimContext, depositId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const credited = await ctx.ledger.transact([ctx.db.deposits, ctx.db.aggregatorDeposits], async (tx) => {
    const deposit = await ctx.db.deposits.get(depositId);
    if (!deposit || deposit.status === DEPOSIT_STATUS.credited) return null;
    const chain = findChain(deposit.chain);
    if (!chain || confirmationsAt(chain, deposit.height, now) < deposit.confirmationsNeeded) return null;
    const first = await noCreditedDeposit(ctx, deposit.userId);
    await tx.apply({
      userId: deposit.userId,
      currency: deposit.currency,
      kind: 'real',
      delta: deposit.amount,
      reason: 'deposit',
      ref: deposit._id,
    });
    const done: DepositRecord = { ...deposit, status: DEPOSIT_STATUS.credited, creditedAt: now };
    await ctx.db.deposits.put(done);
    return { done, first };
  });
  if (!credited) return false;
  announceDeposit(ctx, credited.done);
  await runDepositCreditedHooks(ctx, credited.done, credited.first);
  return true;
}

/** A transaction waiting for its confirmations: the block that holds it and how many it needs. */
export interface Confirming {
  chain: string;
  height: number;
  confirmationsNeeded: number;
  txid: string;
}

/**
 * Schedules, on the sim clock, `onBlock` at each block that confirms the transaction (so a history updates
 * live: 1/3, 2/3, ...) and `onConfirmed` at the last one. At most `confirmationsNeeded` tasks, whatever the
 * clock does; those a reload already passed are not repeated.
 */
export function scheduleConfirmations(
  ctx: SimContext,
  confirming: Confirming,
  onBlock: () => Promise<void>,
  onConfirmed: () => Promise<void>,
): void {
  const chain = findChain(confirming.chain);
  if (!chain) return;
  const now = ctx.clock.now();
  for (let confirmations = 1; confirmations < confirming.confirmationsNeeded; confirmations += 1) {
    const at = confirmedAt(chain, confirming.height, confirmations);
    if (at > now) ctx.scheduler.at(at, `deposit-confirmation:${confirming.txid}`, onBlock);
  }
  const at = confirmedAt(chain, confirming.height, confirming.confirmationsNeeded);
  ctx.scheduler.at(at, `deposit-credit:${confirming.txid}`, onConfirmed);
}

/** A chain deposit's confirmations announced as they come, and its credit at the last. */
export function scheduleCredit(ctx: SimContext, deposit: DepositRecord): void {
  scheduleConfirmations(
    ctx,
    deposit,
    async () => {
      const current = await ctx.db.deposits.get(deposit._id);
      if (current?.status === DEPOSIT_STATUS.pending) announceDeposit(ctx, current);
    },
    async () => void (await creditDeposit(ctx, deposit._id)),
  );
}

/** On start: the deposits still pending (a reload mid-confirmation) get their credit scheduled again. */
export async function resumeChainDeposits(ctx: SimContext): Promise<void> {
  const pending = await ctx.db.deposits.where('status').equals(DEPOSIT_STATUS.pending).sortBy('createdAt');
  for (const deposit of pending) scheduleCredit(ctx, deposit);
}
