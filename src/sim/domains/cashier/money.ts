/**
 * The ledger rows of a withdrawal: the reservation takes the net sum and the fee as two rows at the order; a
 * decline or a cancel returns both. Always inside the caller's money transaction, beside the record's change.
 */
import type { MoneyTx } from '../../services/ledger';
import type { WithdrawalRecord } from '../../services/db';

export const LEDGER_REASONS = {
  reserve: 'withdraw',
  fee: 'withdraw_fee',
  release: 'withdraw_refund',
  feeRelease: 'withdraw_fee_refund',
} as const;

async function move(tx: MoneyTx, record: WithdrawalRecord, sign: 1 | -1): Promise<void> {
  const base = { userId: record.userId, currency: record.currency, kind: 'real' as const, ref: record._id };
  const net = record.sum - record.fee;
  await tx.apply({
    ...base,
    delta: sign * net,
    reason: sign < 0 ? LEDGER_REASONS.reserve : LEDGER_REASONS.release,
  });
  if (record.fee > 0)
    await tx.apply({
      ...base,
      delta: sign * record.fee,
      reason: sign < 0 ? LEDGER_REASONS.fee : LEDGER_REASONS.feeRelease,
    });
}

export const reserveFunds = (tx: MoneyTx, record: WithdrawalRecord) => move(tx, record, -1);
export const releaseFunds = (tx: MoneyTx, record: WithdrawalRecord) => move(tx, record, 1);
