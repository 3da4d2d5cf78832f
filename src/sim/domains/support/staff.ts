/**
 * Who answers support: staff with the manageTickets permission (community.md §6, platform.md §6 "a check asks
 * for an id and a type, the type defaulting to 'active'"), and the simulated agent, a staff user created the
 * first time it is needed. The agent has no password: nobody can sign in as it.
 */
import { SUPPORT_PERMISSION, type SupportUser } from '@contract/index';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { newUserRecord } from '../users';

const WILDCARD_ROLE = '*';
export const AGENT_NAME = 'Support Agent';

/** The same rule as the client's hasPermission: the wildcard role, or the permission group set active. */
export function isSupportStaff(user: Pick<UserRecord, 'roles' | 'permissions'>): boolean {
  return (
    user.roles.some((role) => role.id === WILDCARD_ROLE) ||
    user.permissions.some((group) => group.id === SUPPORT_PERMISSION && group.active === true)
  );
}

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
