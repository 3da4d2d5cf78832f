import { describe, expect, it } from 'vitest';
import { hasPermission, isModerator } from '../../../src/app/features/auth/permissions';
import { makeUser } from './fakes/user';

describe('hasPermission', () => {
  it('is false for a guest', () => {
    expect(hasPermission(null, 'users')).toBe(false);
  });

  it('grants everything through the wildcard role', () => {
    const admin = makeUser({ roles: [{ id: '*' }] });
    expect(hasPermission(admin, 'users')).toBe(true);
    expect(hasPermission(admin, 'anything', 'edit')).toBe(true);
  });

  it('checks the group with that id and the active flag by default', () => {
    const user = makeUser({
      permissions: [
        { id: 'users', active: true },
        { id: 'manageTickets', active: false, view: true },
      ],
    });
    expect(hasPermission(user, 'users')).toBe(true);
    expect(hasPermission(user, 'manageTickets')).toBe(false);
    expect(hasPermission(user, 'manageTickets', 'view')).toBe(true);
    expect(hasPermission(user, 'ignore_privacy')).toBe(false);
  });

  it('needs the flag to be true, not just present', () => {
    const user = makeUser({ permissions: [{ id: 'users', active: 'yes' }] });
    expect(hasPermission(user, 'users')).toBe(false);
  });
});

describe('isModerator', () => {
  it('is true for chat moderators and admins only', () => {
    expect(isModerator(makeUser({ roles: [{ id: 'chat_moderator' }] }))).toBe(true);
    expect(isModerator(makeUser({ roles: [{ id: '*' }] }))).toBe(true);
    expect(isModerator(makeUser({ roles: [{ id: 'vip' }] }))).toBe(false);
    expect(isModerator(null)).toBe(false);
  });
});
