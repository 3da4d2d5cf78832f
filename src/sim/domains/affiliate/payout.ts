/**
 * The affiliates' daily payout (issue 13 §3): at 0:00 UTC on the sim clock, each affiliate's pending
 * commission is paid in AFFILIATE.currency through the ledger (reason 'affiliate_commission'), moved from
 * pending to paid, and told in a notification, all in one transaction with the meta key that holds the next
 * payout's time. A reload waits for the stored time (at once if it passed: one payout for the missed days);
 * a payout another tab's sim already made is not made again.
 */
import { AFFILIATE } from '@contract/promotions';
import type { SimContext } from '../../context';
import type { CommissionRecord } from '../../services/db-promotions';
import type { MoneyTx } from '../../services/ledger';
import { microToUsd, minorOfMicroUsd } from '../../services/usd';
import { inSequence } from '../games/tx';
import { notify } from '../rewards/notifications';

export const AFFILIATE_COMMISSION_REASON = 'affiliate_commission';
const NEXT_PAYOUT_KEY = 'affiliate:nextPayoutAt';
const DAY_MS = 86_400_000;

export const nextMidnight = (now: number) => (Math.floor(now / DAY_MS) + 1) * DAY_MS;

export const commissionPaidText = (usd: number) => `Affiliate commission paid: $${usd.toFixed(2)}`;

/** When the next payout is due: stored, or the coming midnight for a new world. */
export async function nextPayoutAt(ctx: SimContext): Promise<number> {
  const stored = (await ctx.db.meta.get(NEXT_PAYOUT_KEY))?.value;
  return typeof stored === 'number' ? stored : nextMidnight(ctx.clock.now());
}

/** Pays one affiliate's pending rows (those worth at least one minor unit of the currency together). */
function payAffiliate(ctx: SimContext, tx: MoneyTx, rows: CommissionRecord[], dueAt: number) {
  const pending = rows.reduce((sum, row) => sum + row.pendingMicroUsd, 0);
  const minor = minorOfMicroUsd(ctx.prices, AFFILIATE.currency, pending);
  if (minor <= 0) return undefined;
  const affiliateId = rows[0]!.affiliateId;
  return tx
    .apply({
      userId: affiliateId,
      currency: AFFILIATE.currency,
      kind: 'real',
      delta: minor,
      reason: AFFILIATE_COMMISSION_REASON,
      ref: `affiliate:${dueAt}`,
    })
    .then(() =>
      ctx.db.commissions.bulkPut(
        rows.map((row) => ({
          ...row,
          paidMicroUsd: row.paidMicroUsd + row.pendingMicroUsd,
          pendingMicroUsd: 0,
        })),
      ),
    )
    .then(() => notify(ctx, tx, affiliateId, 'affiliate', commissionPaidText(microToUsd(pending))));
}

/** The payout due at `dueAt`, once; the next one is stored for the coming midnight. */
export function payCommissions(ctx: SimContext, dueAt: number): Promise<void> {
  const { db } = ctx;
  return ctx.ledger.transact([db.commissions, db.notifications, db.meta], (tx) =>
    db.meta.get(NEXT_PAYOUT_KEY).then((stored) => {
      if (typeof stored?.value === 'number' && stored.value > dueAt) return undefined;
      return db.commissions
        .filter((row) => row.pendingMicroUsd > 0)
        .toArray()
        .then((rows) => {
          const byAffiliate = new Map<string, CommissionRecord[]>();
          for (const row of rows)
            byAffiliate.set(row.affiliateId, [...(byAffiliate.get(row.affiliateId) ?? []), row]);
          return inSequence([...byAffiliate.values()], (own) => payAffiliate(ctx, tx, own, dueAt));
        })
        .then(() => db.meta.put({ key: NEXT_PAYOUT_KEY, value: nextMidnight(ctx.clock.now()) }))
        .then(() => undefined);
    }),
  );
}

function schedule(ctx: SimContext, at: number): void {
  ctx.scheduler.at(at, 'affiliate:payout', async () => {
    await payCommissions(ctx, at);
    schedule(ctx, await nextPayoutAt(ctx));
  });
}

/** Waits for the stored payout time (a new world: the coming midnight). */
export async function schedulePayouts(ctx: SimContext): Promise<void> {
  const at = await nextPayoutAt(ctx);
  await ctx.db.meta.put({ key: NEXT_PAYOUT_KEY, value: at });
  schedule(ctx, at);
}
