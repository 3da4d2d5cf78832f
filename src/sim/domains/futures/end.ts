/**
 * A position's end (closed by its owner, or busted, stopped or taken by the settlement): what it pays, from
 * trading-math with the licence's trading settings (read at the end, like the other plugins'), credited with ledger reason 'trade_payout' in the same
 * transaction as the status change. A bust pays nothing. An end that finds the position no longer open (ended
 * meanwhile) changes nothing and is refused.
 */
import { netProfit } from '@contract/trading-math';
import { tradingSettingsOf, type PositionStatus } from '@contract/trading';
import { LICENCE, type SimContext } from '../../context';
import type { PositionRecord } from '../../services/db';
import { txValue } from '../games/tx';
import type { MarketModel } from '../markets/model';
import { announcePosition } from './announce';
import { tradingError } from './errors';

export const PAYOUT_REASON = 'trade_payout';

/** Below a millionth of a minor unit a result counts as whole (float noise must not round a unit away). */
const ROUNDING_SLACK = 1e-6;

export type EndStatus = Exclude<PositionStatus, 'open'>;

export interface PositionEnd {
  status: EndStatus;
  exitPrice: number;
  /** The tick's time (a settlement) or the close's moment. */
  at: number;
}

/** What an end pays and the fee it takes, in minor units: the payout rounded down, never below 0. */
export function endResult(record: PositionRecord, end: Omit<PositionEnd, 'at'>) {
  if (end.status === 'busted') return { payout: 0, fee: 0 };
  const { wager, entryPrice, multiplier, direction } = record;
  const { fee, net } = netProfit(
    wager,
    entryPrice,
    end.exitPrice,
    multiplier,
    direction,
    tradingSettingsOf(LICENCE),
  );
  return {
    payout: Math.max(0, Math.floor(wager + net + ROUNDING_SLACK)),
    fee: Math.round(fee),
  };
}

export async function endPosition(
  ctx: SimContext,
  markets: MarketModel,
  id: string,
  end: PositionEnd,
): Promise<PositionRecord> {
  const { db, ledger } = ctx;
  const ended = await ledger.transact([db.positions], (tx) =>
    db.positions.get(id).then((record) => {
      if (!record || record.status !== 'open') throw tradingError('notOpen');
      const { payout, fee } = endResult(record, end);
      const next: PositionRecord = {
        ...record,
        status: end.status,
        exitPrice: end.exitPrice,
        payout,
        fee,
        closedAt: end.at,
        lastAt: end.at,
      };
      // Dexie's promises only inside the transaction (services/ledger.ts says why).
      const credited: PromiseLike<unknown> =
        payout > 0
          ? tx.apply({
              userId: record.userId,
              currency: record.currency,
              kind: record.demo ? 'demo' : 'real',
              delta: payout,
              reason: PAYOUT_REASON,
              ref: record._id,
            })
          : txValue(null);
      return credited.then(() => db.positions.put(next)).then(() => next);
    }),
  );
  await announcePosition(ctx, markets, ended, 'ended');
  return ended;
}
