/**
 * The signed-in player's notifications (POST /api/data/notifications), newest first, with those arriving on
 * the private channel added on top, and which of them the player has read (read-marks.ts).
 */
import { create } from 'zustand';
import type { Notification } from '@contract/index';
import { api } from '../../api/api';
import { readMarks, writeMarks } from './read-marks';

export type NotificationsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NotificationsState {
  userId: string | null;
  items: Notification[];
  status: NotificationsStatus;
  readIds: ReadonlySet<string>;
}

const EMPTY: NotificationsState = { userId: null, items: [], status: 'idle', readIds: new Set() };

export const useNotifications = create<NotificationsState>()(() => EMPTY);

export const unreadCount = ({ items, readIds }: Pick<NotificationsState, 'items' | 'readIds'>) =>
  items.filter((item) => !readIds.has(item._id)).length;

/** Newest first; those without a time keep the server's order after the dated ones. */
const newestFirst = (items: readonly Notification[]) =>
  [...items].sort((a, b) => (b.createdAt ?? -Infinity) - (a.createdAt ?? -Infinity));

/** Starts over for `userId` (null: signed out), with that player's read marks. */
export function resetNotifications(userId: string | null): void {
  useNotifications.setState(userId ? { ...EMPTY, userId, readIds: readMarks(userId) } : EMPTY);
}

/** Loads the list for the current player; an answer for a player who has since left is dropped. */
export async function loadNotifications(): Promise<void> {
  const { userId } = useNotifications.getState();
  if (!userId) return;
  useNotifications.setState({ status: 'loading' });
  try {
    const listed = newestFirst(await api('POST /api/data/notifications'));
    if (useNotifications.getState().userId !== userId) return;
    // Those that arrived while the list loaded stay, once.
    const arrived = useNotifications
      .getState()
      .items.filter((item) => !listed.some((l) => l._id === item._id));
    useNotifications.setState({ items: [...arrived, ...listed], status: 'ready' });
  } catch {
    if (useNotifications.getState().userId === userId) useNotifications.setState({ status: 'error' });
  }
}

/** Adds one that arrived on the private channel (once: a repeat of a known id is ignored). */
export function receiveNotification(notification: Notification): void {
  useNotifications.setState(({ items }) =>
    items.some((item) => item._id === notification._id) ? {} : { items: [notification, ...items] },
  );
}

/** Marks every listed notification read, here and in this browser's storage. */
export function markAllRead(): void {
  const { userId, items, readIds } = useNotifications.getState();
  if (!userId) return;
  const next = new Set([...readIds, ...[...items].reverse().map((item) => item._id)]);
  writeMarks(userId, next);
  useNotifications.setState({ readIds: next });
}
