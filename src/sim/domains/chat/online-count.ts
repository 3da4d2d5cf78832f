/**
 * The online count in the chat header (community.md §7 "OnlineUsers"): every 30 s of sim time the public
 * channel hears `onlineUsers {count}`, only when the count changed, so an empty or idle world sends nothing.
 */
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type ChatRealtimePayloads } from '@contract/index';
import type { SimContext } from '../../context';
import { onlineUserIds } from './moderation';

export const ONLINE_COUNT_INTERVAL_MS = 30_000;

export function startOnlineCount(ctx: SimContext): () => void {
  // Starting from 0, an empty world stays silent (focused tests run without the crowd and expect no events).
  let last = 0;
  return ctx.scheduler.every(ONLINE_COUNT_INTERVAL_MS, 'chat:online-count', async () => {
    const count = (await onlineUserIds(ctx)).length;
    if (count === last) return;
    last = count;
    const payload: ChatRealtimePayloads['onlineUsers'] = { count };
    ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.onlineUsers, payload);
  });
}
