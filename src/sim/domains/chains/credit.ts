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

export async function creditDeposit(ctx: SimContext, depositId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const credited = await ctx.ledger.transact([ctx.db.deposits], async (tx) => {
    const deposit = await ctx.db.deposits.get(depositId);
    if (!deposit || deposit.status === DEPOSIT_STATUS.credited) return null;
    const chain = findChain(deposit.chain);
    if (!chain || confirmationsAt(chain, deposit.height, now) < deposit.confirmationsNeeded) return null;
    await tx.apply({
      userId: deposit.userId,
      currency: deposit.currency,
      kind: 'real',
      delta: deposit.amount,
      reason: 'deposit',
      ref: deposit._id,
    });
    const earlier = await ctx.db.deposits
      .where('[userId+createdAt]')
      .between([deposit.userId, -Infinity], [deposit.userId, Infinity])
      .filter((other) => other.status === DEPOSIT_STATUS.credited)
      .count();
    const done: DepositRecord = { ...deposit, status: DEPOSIT_STATUS.credited, creditedAt: now };
    await ctx.db.deposits.put(done);
    return { done, first: earlier === 0 };
  });
  if (!credited) return false;
  announceDeposit(ctx, credited.done);
  await runDepositCreditedHooks(ctx, credited.done, credited.first);
  return true;
}

/**
 * Schedules, on the sim clock, one announcement per block that confirms the deposit (so the history updates
 * live: 1/3, 2/3, ...) and the credit at the last one. At most `confirmationsNeeded` tasks, whatever the clock
 * does; those a reload already passed are not repeated.
 */
export function scheduleCredit(ctx: SimContext, deposit: DepositRecord): void {
  const chain = findChain(deposit.chain);
  if (!chain) return;
  const now = ctx.clock.now();
  for (let confirmations = 1; confirmations < deposit.confirmationsNeeded; confirmations += 1) {
    const at = confirmedAt(chain, deposit.height, confirmations);
    if (at <= now) continue;
    ctx.scheduler.at(at, `deposit-confirmation:${deposit.txid}`, async () => {
      const current = await ctx.db.deposits.get(deposit._id);
      if (current?.status === DEPOSIT_STATUS.pending) announceDeposit(ctx, current);
    });
  }
  const at = confirmedAt(chain, deposit.height, deposit.confirmationsNeeded);
  ctx.scheduler.at(at, `deposit-credit:${deposit.txid}`, async () => {
    await creditDeposit(ctx, deposit._id);
  });
}

/** On start: the deposits still pending (a reload mid-confirmation) get their credit scheduled again. */
export async function resumeDeposits(ctx: SimContext): Promise<void> {
  const pending = await ctx.db.deposits.where('status').equals(DEPOSIT_STATUS.pending).sortBy('createdAt');
  for (const deposit of pending) scheduleCredit(ctx, deposit);
}
