/** An order's step from one status to the next, in one transaction that first re-reads it. */
import type { SimContext } from '../../context';
import type { OnrampOrderRecord } from '../../services/db';

/**
 * Writes `next(current)` when the order is still at `from`; null (nothing written) when another call or tab
 * moved it on meanwhile.
 */
export function moveOrder(
  ctx: SimContext,
  id: string,
  from: OnrampOrderRecord['status'],
  next: (current: OnrampOrderRecord) => OnrampOrderRecord,
): Promise<OnrampOrderRecord | null> {
  return ctx.db.transaction('rw', ctx.db.onrampOrders, async () => {
    const current = await ctx.db.onrampOrders.get(id);
    if (current?.status !== from) return null;
    const moved = next(current);
    await ctx.db.onrampOrders.put(moved);
    return moved;
  });
}
