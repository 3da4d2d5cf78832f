/**
 * The notifications list (POST /api/data/notifications): rewards and level-ups, newest first, each also sent
 * on the player's private channel once its cause committed.
 */
import { USER_EVENTS, userChannel, type Notification, type NotificationIcon } from '@contract/index';
import type { SimContext } from '../../context';
import type { MoneyTx } from '../../services/ledger';
import type { NotificationRecord } from '../../services/db-promotions';

export const toWireNotification = ({ _id, icon, text, createdAt }: NotificationRecord): Notification => ({
  _id,
  icon,
  text,
  createdAt,
});

/**
 * Adds a notification inside the caller's transaction (its scope must include db.notifications); the event
 * goes out after the commit (`tx.after`). Chains on Dexie's promises only.
 */
export function notify(
  ctx: SimContext,
  tx: Pick<MoneyTx, 'after'>,
  userId: string,
  icon: NotificationIcon,
  text: string,
): PromiseLike<unknown> {
  const row: NotificationRecord = { _id: ctx.newId(), userId, icon, text, createdAt: ctx.clock.now() };
  return ctx.db.notifications
    .add(row)
    .then(() =>
      tx.after(() =>
        ctx.broadcaster.emit(userChannel(userId), USER_EVENTS.notification, toWireNotification(row)),
      ),
    );
}

/** How many notifications the list shows (the newest). */
export const NOTIFICATIONS_LISTED = 30;

/** POST /api/data/notifications: the player's newest first; a guest has none. */
export async function listNotifications(ctx: SimContext, userId: string | null): Promise<Notification[]> {
  if (userId === null) return [];
  const rows = await ctx.db.notifications
    .where('[userId+createdAt]')
    .between([userId, -Infinity], [userId, Infinity])
    .reverse()
    .limit(NOTIFICATIONS_LISTED)
    .toArray();
  return rows.map(toWireNotification);
}
