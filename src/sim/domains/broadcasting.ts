/**
 * Channel authorisation with the Pusher signature scheme: HMAC-SHA256 of `socket_id:channel_name`. A player is
 * signed for their own user channel only, support staff also for the staff channel; every other private-,
 * presence- or private-encrypted- name is refused.
 */
import { CODES, HTTP, MESSAGES, SIM_PUSHER, SUPPORT_STAFF_CHANNEL, userChannel } from '@contract/index';
import { channelAuthBodySchema } from '@contract/schemas';
import type { SimContext } from '../context';
import type { UserRecord } from '../services/db';
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

/** Channel prefixes that need a signature (Pusher): anything else is a public channel. */
const SIGNED_PREFIXES = ['private-', 'presence-', 'private-encrypted-'] as const;

/**
 * The signed channels a user may join, as the contract names them: their own user channel, and the support
 * staff channel with manageTickets. Every other name under a signed prefix is refused, whichever prefix.
 */
function maySubscribe(user: UserRecord, channelName: string): boolean {
  if (!SIGNED_PREFIXES.some((prefix) => channelName.startsWith(prefix))) return true;
  if (channelName === userChannel(user._id)) return true;
  return channelName === SUPPORT_STAFF_CHANNEL && isSupportStaff(user);
}

export const broadcastingRoutes: RouteHandlers = {
  'POST /broadcasting/auth': async (input) => {
    const { ctx, user } = authed(input);
    const { socket_id, channel_name } = parseBody(channelAuthBodySchema, input.body);
    if (!maySubscribe(user, channel_name))
      throw new HttpError(HTTP.forbidden, CODES.channelForbidden, MESSAGES.channelForbidden);
    return { auth: channelSignature(ctx, socket_id, channel_name) };
  },
};
