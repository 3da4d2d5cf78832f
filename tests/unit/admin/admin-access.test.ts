/**
 * Who may use the staff calls of /admin/user/{userId}: the permission 'users' (the admin role holds it), checked
 * before the body; a refusal answers the contract's envelope and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { EXTENSION_ROUTES, HTTP, type RouteKey } from '@contract/index';
import { ADMIN_CODES, ADMIN_MESSAGES } from '@contract/admin';
import { ADMIN_ANSWER_SCHEMAS } from '@contract/admin-answers';
import { register } from '../sim/world';
import { office, snapshot, staffCall } from './helpers';

const ROUTES = Object.keys(ADMIN_ANSWER_SCHEMAS) as RouteKey[];

describe('staff calls: permission', () => {
  it('are extension routes of one feature', () => {
    expect(ROUTES).toHaveLength(10);
    for (const route of ROUTES)
      expect(EXTENSION_ROUTES).toHaveProperty([route, 'feature'], 'Player administration');
  });

  it('refuse a player without the permission, with the envelope, and change nothing', async () => {
    const { world, admin, player } = await office();
    const target = admin.user._id;
    const bodies: Record<string, unknown> = {
      'POST /api/admin/user/mute': { userId: target, minutes: 60 },
      'POST /api/admin/user/selfExclusion': { userId: target, days: 'forever' },
      'POST /api/admin/user/adjust': { userId: target, currency: 'usdt', amount: 5, reason: 'take it' },
    };
    const before = await snapshot(world);
    for (const route of ROUTES) {
      const reply = await staffCall(world, route, bodies[route] ?? { userId: target }, player.token);
      expect([route, reply.status, reply.body]).toEqual([
        route,
        HTTP.forbidden,
        { code: ADMIN_CODES.noPermission, message: ADMIN_MESSAGES.noPermission },
      ]);
    }
    // A guest is asked to sign in; the permission is checked before the body, so a bad body is still a 403.
    expect((await staffCall(world, 'POST /api/admin/user', { userId: target }, null)).status).toBe(
      HTTP.unauthorized,
    );
    expect((await staffCall(world, 'POST /api/admin/user/adjust', {}, player.token)).status).toBe(
      HTTP.forbidden,
    );
    // Reads touch sessions' lastSeen only; compare the rest.
    const after = await snapshot(world);
    expect({ ...after, sessions: null }).toEqual({ ...before, sessions: null });
  });

  it('lets a player granted "users" read, and answers unknown players with 404', async () => {
    const { world, admin, player } = await office();
    const staff = await register(world);
    const { db } = await world.sim.context();
    await db.users.update(staff.user._id, { permissions: [{ id: 'users', active: true }] });
    const details = await staffCall(world, 'POST /api/admin/user', { userId: player.user._id }, staff.token);
    expect(details.status).toBe(HTTP.ok);
    expect(details.body.user.name).toBe('player');
    const unknown = await staffCall(world, 'POST /api/admin/user', { userId: 'nobody' }, admin.token);
    expect([unknown.status, unknown.body]).toEqual([
      HTTP.notFound,
      { code: ADMIN_CODES.unknownPlayer, message: ADMIN_MESSAGES.unknownPlayer },
    ]);
  });
});
