/** Who may use the staff calls (the permission 'users'; the admin role has every one) and on whom. */
import { HTTP, USERS_PERMISSION, hasPermission } from '@contract/index';
import { ADMIN_CODES, ADMIN_MESSAGES } from '@contract/admin';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';

export function assertPlayerStaff(user: UserRecord): void {
  if (!hasPermission(user, USERS_PERMISSION))
    throw new HttpError(HTTP.forbidden, ADMIN_CODES.noPermission, ADMIN_MESSAGES.noPermission);
}

export const unknownPlayer = () =>
  new HttpError(HTTP.notFound, ADMIN_CODES.unknownPlayer, ADMIN_MESSAGES.unknownPlayer);

export async function findPlayer(ctx: SimContext, userId: string): Promise<UserRecord> {
  const player = await ctx.db.users.get(userId);
  if (!player) throw unknownPlayer();
  return player;
}
