/**
 * Live updates while the window is open (community.md §7): the player's chats on its private channel,
 * and for staff every chat on the staff channel.
 */
import { useEffect } from 'react';
import {
  STAFF_EVENTS,
  SUPPORT_STAFF_CHANNEL,
  USER_EVENTS,
  userChannel,
  type SupportMessageEvent,
} from '@contract/index';
import { getTransport } from '../../api/api';
import { useSupportData } from './support-store';

const receive = (payload: unknown) =>
  useSupportData.getState().receive((payload as SupportMessageEvent).chat);

export function useSupportRealtime(userId: string, staff: boolean): void {
  useEffect(() => {
    const { realtime } = getTransport();
    // The player's channel is shared with the wallet: only this handler is unbound, the channel stays.
    const stopOwn = realtime.listen(userChannel(userId), USER_EVENTS.supportMessage, receive);
    if (!staff) return stopOwn;
    realtime.listen(SUPPORT_STAFF_CHANNEL, STAFF_EVENTS.supportMessageAdmin, receive);
    return () => {
      stopOwn();
      realtime.leave(SUPPORT_STAFF_CHANNEL);
    };
  }, [userId, staff]);
}
