/**
 * Who answers support: staff with the manageTickets permission (community.md §6, platform.md §6 "a check asks
 * for an id and a type, the type defaulting to 'active'"), and the simulated agent, a staff user created the
 * first time it is needed. The agent has no password: nobody can sign in as it.
 */
import { SUPPORT_PERMISSION, hasPermission, type PermissionHolder, type SupportUser } from '@contract/index';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { newUserRecord } from '../users';

export const AGENT_NAME = 'Support Agent';

/** The contract's hasPermission, as the client checks it: the admin role, or manageTickets set active. */
export const isSupportStaff = (user: PermissionHolder): boolean => hasPermission(user, SUPPORT_PERMISSION);

export const supportUserOf = ({ _id, name, avatar }: Pick<UserRecord, '_id' | 'name' | 'avatar'>) => ({
  _id,
  name,
  avatar,
});

/** The simulated agent's user, created on first need. */
export async function supportAgent(ctx: SimContext, clientSeed: () => string): Promise<SupportUser> {
  const found = await ctx.db.users.where('nameLower').equals(AGENT_NAME.toLowerCase()).first();
  if (found) return supportUserOf(found);
  const agent = newUserRecord(
    {
      name: AGENT_NAME,
      email: null,
      password: null,
      emailVerified: true,
      permissions: [{ id: SUPPORT_PERMISSION, active: true }],
    },
    { _id: ctx.newId(), clientSeed: clientSeed(), createdAt: ctx.clock.now() },
  );
  await ctx.db.users.add(agent);
  return supportUserOf(agent);
}
