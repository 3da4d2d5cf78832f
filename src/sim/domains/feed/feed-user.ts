/**
 * Who the feed and the race show (community.md §5 "Private-bet users show a hidden name to guests and to users
 * without permission ignore_privacy"). The server hides, so a private name never travels to someone who may not
 * see it; the public channel is everyone's, so there it is always hidden.
 */
import { HIDDEN_NAME, seesPrivateNames, type FeedUser } from '@contract/index';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';

/** Who is looking: null for a guest and for the public channel. */
export interface Viewer {
  id: string;
  seesPrivate: boolean;
}

export const viewerOf = (user: UserRecord | null): Viewer | null =>
  user ? { id: user._id, seesPrivate: seesPrivateNames(user) } : null;

export function feedUser(owner: UserRecord | undefined, userId: string, viewer: Viewer | null): FeedUser {
  const visible = owner && (!owner.private_bets || viewer?.seesPrivate === true || viewer?.id === owner._id);
  if (!owner || !visible) return { _id: userId, name: HIDDEN_NAME, avatar: '', private_bets: true };
  return { _id: owner._id, name: owner.name, avatar: owner.avatar, private_bets: owner.private_bets };
}

/** The owners of some rows, by id, in one read. */
export async function ownersById(ctx: SimContext, userIds: Iterable<string>) {
  const users = await ctx.db.users.bulkGet([...new Set(userIds)]);
  return new Map(users.flatMap((user) => (user ? [[user._id, user] as const] : [])));
}
