/** Private-channel authorisation with the Pusher signature scheme: HMAC-SHA256 of `socket_id:channel_name`. */
import {
  CODES,
  HTTP,
  MESSAGES,
  SIM_PUSHER,
  SUPPORT_STAFF_CHANNEL,
  USER_CHANNEL_PATTERN,
} from '@contract/index';
import { channelAuthBodySchema } from '@contract/schemas';
import type { SimContext } from '../context';
import { constantTimeEqual, hmacSha256Hex } from '../services/crypto';
import { HttpError } from '../services/http-error';
import { parseBody } from '../services/validation';
import { authed, type RouteHandlers } from '../router';
import { isSupportStaff } from './support/staff';

export function channelSignature(ctx: SimContext, socketId: string, channelName: string): string {
  return `${SIM_PUSHER.key}:${hmacSha256Hex(ctx.pusherSecret, `${socketId}:${channelName}`)}`;
}

export function verifyChannelAuth(
  ctx: SimContext,
  socketId: string,
  channelName: string,
  auth: string,
): boolean {
  return typeof auth === 'string' && constantTimeEqual(auth, channelSignature(ctx, socketId, channelName));
}

export const broadcastingRoutes: RouteHandlers = {
  'POST /broadcasting/auth': async (input) => {
    const { ctx, user } = authed(input);
    const { socket_id, channel_name } = parseBody(channelAuthBodySchema, input.body);
    const owner = USER_CHANNEL_PATTERN.exec(channel_name)?.[1];
    const supportStaff = channel_name === SUPPORT_STAFF_CHANNEL && isSupportStaff(user);
    // A player may listen on its own private channel only, support staff also on theirs; public channels
    // need no signature.
    if (channel_name.startsWith('private-') && owner !== user._id && !supportStaff) {
      throw new HttpError(HTTP.forbidden, CODES.channelForbidden, MESSAGES.channelForbidden);
    }
    return { auth: channelSignature(ctx, socket_id, channel_name) };
  },
};
