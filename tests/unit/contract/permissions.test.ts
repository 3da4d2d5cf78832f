/** The one permission check of the contract (platform.md §6), and that the app and the sim both use it. */
import { describe, expect, it } from 'vitest';
import {
  ROLE_RANK,
  hasPermission,
  isModerator,
  mayModerate,
  roleRank,
  seesPlayer,
  seesPrivateNames,
  staffRoleOf,
  type PermissionHolder,
} from '../../../src/contract';
import * as appAuth from '../../../src/app/features/auth/permissions';
import { isSupportStaff } from '../../../src/sim/domains/support/staff';

const holder = (over: Partial<PermissionHolder> = {}): PermissionHolder => ({
  roles: [],
  permissions: [],
  ...over,
});

describe('hasPermission', () => {
  it('is false for a guest', () => {
    expect(hasPermission(null, 'users')).toBe(false);
    expect(hasPermission(undefined, 'users')).toBe(false);
  });

  it('grants every permission and type to the admin role', () => {
    const admin = holder({ roles: [{ id: '*' }] });
    expect(hasPermission(admin, 'users')).toBe(true);
    expect(hasPermission(admin, 'anything', 'edit')).toBe(true);
  });

  it('asks for the group with that id and the type flag, active by default', () => {
    const staff = holder({
      permissions: [
        { id: 'manageTickets', active: true },
        { id: 'users', active: false, view: true },
      ],
    });
    expect(hasPermission(staff, 'manageTickets')).toBe(true);
    expect(hasPermission(staff, 'users')).toBe(false);
    expect(hasPermission(staff, 'users', 'view')).toBe(true);
    expect(hasPermission(staff, 'ignore_privacy')).toBe(false);
  });

  it('does not take a truthy string for a flag', () => {
    expect(hasPermission(holder({ permissions: [{ id: 'users', active: 'yes' }] }), 'users')).toBe(false);
  });

  it('gives nothing to a moderator beyond moderating', () => {
    const moderator = holder({ roles: [{ id: 'chat_moderator' }] });
    expect(hasPermission(moderator, 'manageTickets')).toBe(false);
    expect(isModerator(moderator)).toBe(true);
  });
});

describe('roles', () => {
  it('counts moderators and admins as moderators', () => {
    expect(isModerator(holder({ roles: [{ id: '*' }] }))).toBe(true);
    expect(isModerator(holder({ roles: [{ id: 'vip' }] }))).toBe(false);
    expect(isModerator(null)).toBe(false);
  });

  it('highlights chat access entries, an admin who moderates as an admin', () => {
    expect(staffRoleOf([{ id: 'chat_moderator' }, { id: '*' }])).toBe('admin');
    expect(staffRoleOf([{ id: 'chat_moderator' }])).toBe('moderator');
    expect(staffRoleOf([])).toBeNull();
  });
});

describe('private players', () => {
  const player = { _id: 'p1', private_bets: true };
  const viewer = (over: Partial<PermissionHolder> & { _id?: string } = {}) => ({
    _id: 'v1',
    ...holder(over),
  });

  it('shows them to themselves, to ignore_privacy and to admins only', () => {
    expect(seesPlayer(player, null)).toBe(false);
    expect(seesPlayer(player, viewer())).toBe(false);
    expect(seesPlayer(player, viewer({ _id: 'p1' }))).toBe(true);
    expect(seesPlayer(player, viewer({ permissions: [{ id: 'ignore_privacy', active: true }] }))).toBe(true);
    expect(seesPlayer(player, viewer({ roles: [{ id: '*' }] }))).toBe(true);
    expect(seesPlayer({ ...player, private_bets: false }, null)).toBe(true);
  });

  it('keeps moderators out of private names', () => {
    expect(seesPrivateNames(holder({ roles: [{ id: 'chat_moderator' }] }))).toBe(false);
  });
});

describe('one check on both sides', () => {
  it('is the same function in the app', () => {
    expect(appAuth.hasPermission).toBe(hasPermission);
    expect(appAuth.isModerator).toBe(isModerator);
  });

  it('decides the sim support staff as the app does', () => {
    const cases = [
      holder(),
      holder({ roles: [{ id: '*' }] }),
      holder({ roles: [{ id: 'chat_moderator' }] }),
      holder({ permissions: [{ id: 'manageTickets', active: true }] }),
      holder({ permissions: [{ id: 'manageTickets', active: false, view: true }] }),
    ];
    for (const who of cases) expect(isSupportStaff(who)).toBe(hasPermission(who, 'manageTickets'));
  });
});

describe('role rank and who may moderate whom', () => {
  const player = holder();
  const moderator = holder({ roles: [{ id: 'chat_moderator' }] });
  const admin = holder({ roles: [{ id: '*' }] });
  const adminModerator = holder({ roles: [{ id: 'chat_moderator' }, { id: '*' }] });
  const support = holder({ permissions: [{ id: 'manageTickets', active: true }] });

  it('ranks admin above chat moderator above everyone else (a permission is no rank)', () => {
    expect([player, support, moderator, admin, adminModerator].map(roleRank)).toEqual([
      ROLE_RANK.player,
      ROLE_RANK.player,
      ROLE_RANK.moderator,
      ROLE_RANK.admin,
      ROLE_RANK.admin,
    ]);
    expect(ROLE_RANK.player).toBeLessThan(ROLE_RANK.moderator);
    expect(ROLE_RANK.moderator).toBeLessThan(ROLE_RANK.admin);
  });

  it.each([
    ['a moderator', moderator, player, true],
    ['a moderator', moderator, support, true],
    ['a moderator', moderator, moderator, false],
    ['a moderator', moderator, admin, false],
    ['an admin', admin, moderator, true],
    ['an admin', admin, player, true],
    ['an admin', admin, adminModerator, false],
    ['a player', player, player, false],
    ['support staff', support, player, false],
  ] as const)('%s moderating %o: %s', (_, actor, target, allowed) => {
    expect(mayModerate(actor, target)).toBe(allowed);
  });
});
