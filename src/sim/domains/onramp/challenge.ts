/**
 * The emulated bank's 3-D Secure step of an order: the right code pays it, a wrong one or a cancel fails it
 * (as a bank's challenge does; the player starts a new payment).
 */
import { ONRAMP_MESSAGES } from '@contract/onramp';
import type { SimContext } from '../../context';
import type { OnrampOrderRecord } from '../../services/db';
import { scheduleSend } from './deliver';
import { moveOrder } from './move';
import { ownOrder } from './records';
import { onrampError } from './rules';

async function settleChallenge(
  ctx: SimContext,
  userId: string,
  id: string,
  verdict: (record: OnrampOrderRecord) => Partial<OnrampOrderRecord>,
): Promise<OnrampOrderRecord> {
  await ownOrder(ctx, userId, id);
  const moved = await moveOrder(ctx, id, 'authenticating', (current) => ({
    ...current,
    ...verdict(current),
    challengeCode: null,
  }));
  if (!moved) throw onrampError('notAuthenticating');
  if (moved.status === 'paid') scheduleSend(ctx, moved);
  return moved;
}

export function authenticateOrder(ctx: SimContext, userId: string, id: string, code: string) {
  const now = ctx.clock.now();
  return settleChallenge(ctx, userId, id, (record) =>
    code === record.challengeCode
      ? { status: 'paid', paidAt: now }
      : { status: 'failed', failureReason: ONRAMP_MESSAGES.wrongCode },
  );
}

export const cancelChallenge = (ctx: SimContext, userId: string, id: string) =>
  settleChallenge(ctx, userId, id, () => ({
    status: 'failed',
    failureReason: ONRAMP_MESSAGES.challengeCancelled,
  }));

/** control.onrampChallengeCode: what the bank would text the card holder. */
export async function pendingChallengeCode(ctx: SimContext, orderId: string): Promise<string | null> {
  const record = await ctx.db.onrampOrders.get(orderId);
  return record?.status === 'authenticating' ? record.challengeCode : null;
}
