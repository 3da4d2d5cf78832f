/**
 * Deposits in the VIP totals: each credited deposit adds its US dollars (at the price of its credit) once, by
 * its id. The chains' hook tells of each credit after it committed; on start, credited deposits the totals do
 * not hold yet (a reload between a credit and its hook) are counted too.
 */
import { DEPOSIT_STATUS } from '@contract/deposits';
import type { SimContext } from '../../context';
import type { DepositRecord } from '../../services/db';
import { microUsdOfMinor } from '../../services/usd';
import { inSequence, txValue } from '../games/tx';
import { addToTotals } from './totals';

type CreditedDeposit = Pick<
  DepositRecord,
  '_id' | 'userId' | 'currency' | 'amount' | 'createdAt' | 'creditedAt'
>;

/** Adds one credited deposit to its owner's totals (a deposit counted before adds nothing). */
export function countDeposit(ctx: SimContext, deposit: CreditedDeposit): Promise<boolean> {
  const { db } = ctx;
  const at = deposit.creditedAt ?? deposit.createdAt;
  const micro = microUsdOfMinor(ctx.prices, deposit.currency, deposit.amount, at);
  return ctx.ledger.transact([db.playerTotals, db.users, db.notifications], (tx) =>
    txValue(undefined).then(() =>
      addToTotals(ctx, tx, deposit.userId, { depositedMicroUsd: micro, depositId: deposit._id }),
    ),
  );
}

/** Counts every credited deposit, of either kind, that the totals do not hold yet. */
export async function countMissedDeposits(ctx: SimContext): Promise<void> {
  const { db } = ctx;
  const [chain, aggregator, totals] = await Promise.all([
    db.deposits.where('status').equals(DEPOSIT_STATUS.credited).toArray(),
    db.aggregatorDeposits.where('status').equals(DEPOSIT_STATUS.credited).toArray(),
    db.playerTotals.toArray(),
  ]);
  const counted = new Set(totals.flatMap((entry) => entry.depositIds ?? []));
  const missed = [...chain, ...aggregator]
    .filter((deposit) => !counted.has(deposit._id))
    .sort((a, b) => (a.creditedAt ?? a.createdAt) - (b.creditedAt ?? b.createdAt));
  await inSequence(missed, (deposit) => countDeposit(ctx, deposit));
}
