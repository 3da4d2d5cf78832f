/**
 * Who may do what in chat (community.md §6): moderators are the contract's isModerator (role 'chat_moderator'
 * or the admin role '*'); the rest of the checks of a send (muted, slow mode) live here too, with the send times
 * slow mode reads.
 */
import { CHAT_LIMITS, isModerator } from '@contract/index';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { chatError, notModerator, unauthenticated } from './errors';

export async function signedInUser(ctx: SimContext, userId: string | null): Promise<UserRecord> {
  const user = userId ? await ctx.db.users.get(userId) : undefined;
  if (!user) throw unauthenticated();
  return user;
}

export function requireModerator(user: UserRecord): UserRecord {
  if (!isModerator(user)) throw notModerator();
  return user;
}

export const isMuted = (user: Pick<UserRecord, 'mute'>, now: number) => user.mute !== null && user.mute > now;

/**
 * When each player last posted, per sim (slow mode, community.md §9). Kept in memory: a reload of the page
 * forgets at most five seconds of it, and refusals never write anything.
 */
const lastSent = new WeakMap<SimContext, Map<string, number>>();

function sendTimes(ctx: SimContext): Map<string, number> {
  let times = lastSent.get(ctx);
  if (!times) lastSent.set(ctx, (times = new Map()));
  return times;
}

/**
 * Refuses a muted player (code 2) and one who posted less than 5 s ago (code 3, everyone alike, moderators
 * too). The simulated crowd posts without the slow-mode check (`slowMode` false): it paces itself.
 */
export function checkMaySpeak(ctx: SimContext, user: UserRecord, slowMode = true): void {
  const now = ctx.clock.now();
  if (isMuted(user, now)) throw chatError('muted');
  if (!slowMode) return;
  const last = sendTimes(ctx).get(user._id);
  if (last !== undefined && now - last < CHAT_LIMITS.slowModeMs) throw chatError('slowMode');
}

export function markSpoke(ctx: SimContext, userId: string): void {
  sendTimes(ctx).set(userId, ctx.clock.now());
}
