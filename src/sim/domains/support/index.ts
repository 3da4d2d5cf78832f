/**
 * Support chat (issue 4; community.md §2 "Support window", §3 to §8): the player's chats, the staff list,
 * one chat, read markers, and the SupportMessage whisper answered by a simulated agent. Routes and the whisper
 * handler are registered in src/sim/index.ts; staff hear every message on SUPPORT_STAFF_CHANNEL, whose
 * subscription src/sim/domains/broadcasting.ts authorises with isSupportStaff.
 */
import { authed, type RouteHandlers } from '../../router';
import { parseBody } from '../../services/validation';
import type { WhisperHandler } from '../../whisper';
import { allChats, markRead, ownChats, readableChat, toWireChat } from './chats';
import { notStaff } from './errors';
import { sendSupportMessage } from './send';
import { isSupportStaff } from './staff';
import { chatIdBodySchema } from '@contract/support-schemas';

export { resumeSupportAgent as startSupport } from './agent';
export { isSupportStaff } from './staff';

export const supportRoutes: RouteHandlers = {
  'POST /api/user/supportChats': async (input) => {
    const { ctx, user } = authed(input);
    return ownChats(ctx, user._id);
  },

  'POST /api/chat/moderate/support': async (input) => {
    const { ctx, user } = authed(input);
    if (!isSupportStaff(user)) throw notStaff();
    return allChats(ctx);
  },

  'POST /api/user/supportChat': async (input) => {
    const { ctx, user } = authed(input);
    const { id } = parseBody(chatIdBodySchema, input.body);
    return toWireChat(await readableChat(ctx, user, id), ctx.clock.now());
  },

  'POST /api/user/supportChat/read': async (input) => {
    const { ctx, user } = authed(input);
    const { id } = parseBody(chatIdBodySchema, input.body);
    return markRead(ctx, user, id);
  },
};

export const supportWhisperHandlers: Record<string, WhisperHandler> = {
  SupportMessage: ({ ctx, data, userId }) => sendSupportMessage(ctx, userId, data),
};
