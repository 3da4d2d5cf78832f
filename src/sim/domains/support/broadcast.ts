/** community.md §7: the owner hears event:supportMessage on its private channel, staff the admin event. */
import {
  STAFF_EVENTS,
  USER_EVENTS,
  SUPPORT_STAFF_CHANNEL,
  userChannel,
  type SupportMessage,
  type SupportMessageEvent,
} from '@contract/index';
import type { SimContext } from '../../context';
import type { SupportChatRecord } from '../../services/db';
import { toWireChat } from './chats';

export function broadcastSupportMessage(ctx: SimContext, record: SupportChatRecord, message: SupportMessage) {
  const payload: SupportMessageEvent = { chat: toWireChat(record, ctx.clock.now()), message };
  ctx.broadcaster.emit(userChannel(record.userId), USER_EVENTS.supportMessage, payload);
  ctx.broadcaster.emit(SUPPORT_STAFF_CHANNEL, STAFF_EVENTS.supportMessageAdmin, payload);
}

/** Stores a chat with its new message, then tells both sides. */
export async function saveAndBroadcast(ctx: SimContext, record: SupportChatRecord, message: SupportMessage) {
  await ctx.db.supportChats.put(record);
  broadcastSupportMessage(ctx, record, message);
}
