/**
 * Follows the signed-in player's notifications: loads the list, adds those arriving on the private channel
 * (each also a toast) and, on a VIP level-up, reloads the user so the header, the profile card and /vip show
 * the new level.
 */
import { toast } from '../../components/toast';
import { USER_EVENTS, userChannel, type Notification } from '@contract/index';
import { getTransport } from '../../api/api';
import { useSession } from '../auth';
import { loadNotifications, receiveNotification, resetNotifications } from './notifications-store';

/** The icon of the level-up notification. */
export const LEVEL_UP_ICON = 'vip';

export function onNotification(notification: Notification): void {
  receiveNotification(notification);
  toast(notification.text);
  if (notification.icon === LEVEL_UP_ICON) void useSession.getState().refreshUser();
}

/** Starts following `userId`; the returned function stops (and forgets the list). */
export function followNotifications(userId: string): () => void {
  resetNotifications(userId);
  const unbind = getTransport().realtime.listen(userChannel(userId), USER_EVENTS.notification, (payload) =>
    onNotification(payload as Notification),
  );
  void loadNotifications();
  return () => {
    unbind();
    resetNotifications(null);
  };
}
