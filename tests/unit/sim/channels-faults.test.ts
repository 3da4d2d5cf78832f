/**
 * Private-channel authorisation with the Pusher signature scheme, and the faults QA injects on cue
 * (ARCHITECTURE.md "The seam", "Who uses it").
 */
import { describe, expect, it } from 'vitest';
import {
  CODES,
  HTTP,
  MESSAGES,
  SIM_PUSHER,
  SUPPORT_STAFF_CHANNEL,
  userChannel,
  type User,
} from '@contract/index';
import { hmacSha256Hex } from '../../../src/sim/services/crypto';
import { createRandom } from '../../../src/sim/services/rng';
import { login, register, startWorld, type World } from './world';

const channelAuth = (world: World, body: unknown, token?: string) =>
  world.call<{ auth: string }>('POST', '/broadcasting/auth', body, token);

describe('channel authorisation (POST /broadcasting/auth)', () => {
  it("signs the user's own private channel with HMAC-SHA256 of socket_id:channel_name", async () => {
    const world = await startWorld({ seed: 'channel-seed' });
    const { token, user } = await register(world);
    const channel = userChannel(user._id);
    const reply = await channelAuth(world, { socket_id: '123.456', channel_name: channel }, token);
    expect(reply.status).toBe(HTTP.ok);

    const [key, signature] = reply.body.auth.split(':');
    expect(key).toBe(SIM_PUSHER.key);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    // The secret is derived from the seed alone (context.ts), so an independent computation must agree.
    const secret = createRandom('channel-seed').secrets.hex(64);
    expect(signature).toBe(hmacSha256Hex(secret, `123.456:${channel}`));

    expect(await world.sim.verifyChannelAuth('123.456', channel, reply.body.auth)).toBe(true);
    expect(await world.sim.verifyChannelAuth('123.457', channel, reply.body.auth)).toBe(false);
    expect(await world.sim.verifyChannelAuth('123.456', `${channel}x`, reply.body.auth)).toBe(false);
    const flipped = `${reply.body.auth.slice(0, -1)}${reply.body.auth.endsWith('0') ? '1' : '0'}`;
    expect(await world.sim.verifyChannelAuth('123.456', channel, flipped)).toBe(false);
    expect(await world.sim.verifyChannelAuth('123.456', channel, '')).toBe(false);
  });

  it("refuses someone else's private channel with code 17", async () => {
    const world = await startWorld();
    const me = await register(world);
    const other = await register(world);
    for (const channel_name of [
      userChannel(other.user._id),
      `private-App.User.${me.user._id}.extra`,
      'private-support',
      'private-App.User.',
    ]) {
      const reply = await channelAuth(world, { socket_id: '1.2', channel_name }, me.token);
      expect(reply, channel_name).toEqual({
        status: HTTP.forbidden,
        body: { code: CODES.channelForbidden, message: MESSAGES.channelForbidden },
      });
    }
  });

  it("refuses other players' channels and the staff channel under every authorised prefix", async () => {
    const world = await startWorld();
    const me = await register(world);
    const other = await register(world);
    const staff = await login(world, 'support', 'support123');
    const forbidden = {
      status: HTTP.forbidden,
      body: { code: CODES.channelForbidden, message: MESSAGES.channelForbidden },
    };
    const otherBase = `App.User.${other.user._id}`;
    const staffBase = SUPPORT_STAFF_CHANNEL.replace(/^private-/, '');
    for (const prefix of ['private-', 'presence-', 'private-encrypted-']) {
      for (const channel_name of [`${prefix}${otherBase}`, `${prefix}${staffBase}`]) {
        const reply = await channelAuth(world, { socket_id: '1.2', channel_name }, me.token);
        expect(reply, channel_name).toEqual(forbidden);
      }
      // Staff are signed for the staff channel as the contract names it, never for a player's channel.
      const foreign = await channelAuth(
        world,
        { socket_id: '1.2', channel_name: `${prefix}${otherBase}` },
        staff.token,
      );
      expect(foreign, `staff ${prefix}`).toEqual(forbidden);
    }
    const staffChannel = { socket_id: '1.2', channel_name: SUPPORT_STAFF_CHANNEL };
    expect((await channelAuth(world, staffChannel, staff.token)).status).toBe(HTTP.ok);
    expect(await channelAuth(world, staffChannel, me.token)).toEqual(forbidden);
    const own = { socket_id: '1.2', channel_name: userChannel(me.user._id) };
    expect((await channelAuth(world, own, me.token)).status).toBe(HTTP.ok);
  });

  it('needs a signed-in user and a well-formed body', async () => {
    const world = await startWorld();
    const { token, user } = await register(world);
    const guest = await channelAuth(world, { socket_id: '1.2', channel_name: userChannel(user._id) });
    expect(guest.status).toBe(HTTP.unauthorized);
    for (const body of [
      {},
      { socket_id: '1.2' },
      { channel_name: userChannel(user._id) },
      { socket_id: 1, channel_name: 2 },
    ]) {
      expect((await channelAuth(world, body, token)).status).toBe(HTTP.unprocessable);
    }
  });

  it('a signature of one world does not verify in a world of another seed', async () => {
    const a = await startWorld({ seed: 'world-a' });
    const b = await startWorld({ seed: 'world-b' });
    const { token, user } = await register(a);
    const { body } = await channelAuth(a, { socket_id: '9.9', channel_name: userChannel(user._id) }, token);
    expect(await a.sim.verifyChannelAuth('9.9', userChannel(user._id), body.auth)).toBe(true);
    expect(await b.sim.verifyChannelAuth('9.9', userChannel(user._id), body.auth)).toBe(false);
  });
});

describe('faults injected on cue', () => {
  it('sessionExpired answers 419 for the given number of calls, then the route works again', async () => {
    const world = await startWorld();
    const { token } = await login(world, 'player', 'player123');
    world.sim.control.injectFault({ type: 'sessionExpired', times: 2 });
    const expired = {
      status: HTTP.sessionExpired,
      body: { code: CODES.sessionExpired, message: MESSAGES.sessionExpired },
    };
    expect(await world.call('GET', '/api/user', undefined, token)).toEqual(expired);
    // Without a path, any route counts, public ones too.
    expect(await world.call('POST', '/license')).toEqual(expired);
    expect((await world.call<User>('GET', '/api/user', undefined, token)).status).toBe(HTTP.ok);
  });

  it('twoFactor answers -1024 on the given path only', async () => {
    const world = await startWorld();
    const { token } = await login(world, 'player', 'player123');
    world.sim.control.injectFault({ type: 'twoFactor', path: '/api/bonusBalance' });
    expect((await world.call('GET', '/api/user', undefined, token)).status).toBe(HTTP.ok);
    expect(await world.call('POST', '/api/bonusBalance', undefined, token)).toEqual({
      status: HTTP.forbidden,
      body: { code: CODES.twoFactorRequired, message: MESSAGES.twoFactorRequired },
    });
    expect((await world.call('POST', '/api/bonusBalance', undefined, token)).status).toBe(HTTP.ok);
  });

  it('status answers the given status, code and message, and the handler does not run', async () => {
    const world = await startWorld();
    const { token, user } = await register(world);
    world.sim.control.injectFault({
      type: 'status',
      status: 503,
      code: 77,
      message: 'Maintenance',
      path: '/api/user/demo',
      times: 3,
    });
    for (let i = 0; i < 3; i += 1) {
      expect(await world.call('POST', '/api/user/demo', { currency: 'btc' }, token)).toEqual({
        status: 503,
        body: { code: 77, message: 'Maintenance' },
      });
    }
    const { db } = await world.sim.context();
    expect(await db.ledger.where('userId').equals(user._id).count()).toBe(0);
    expect((await world.call('POST', '/api/user/demo', { currency: 'btc' }, token)).status).toBe(HTTP.ok);
    expect(await db.ledger.where('userId').equals(user._id).count()).toBe(1);
  });

  it('faults queue in order, a path matches with a query string, and clearFaults drops them all', async () => {
    const world = await startWorld();
    world.sim.control.injectFault({
      type: 'status',
      status: 500,
      code: 1,
      message: 'first',
      path: '/license',
    });
    world.sim.control.injectFault({
      type: 'status',
      status: 502,
      code: 2,
      message: 'second',
      path: '/license',
    });
    expect((await world.call('POST', '/license?cache=1')).status).toBe(500);
    expect((await world.call('POST', '/license')).status).toBe(502);
    expect((await world.call('POST', '/license')).status).toBe(HTTP.ok);

    world.sim.control.injectFault({ type: 'sessionExpired', times: 5 });
    world.sim.control.clearFaults();
    expect((await world.call('POST', '/license')).status).toBe(HTTP.ok);
  });

  it('a fault is not spent by an unknown path', async () => {
    const world = await startWorld();
    world.sim.control.injectFault({ type: 'sessionExpired' });
    expect((await world.call('POST', '/nowhere')).status).toBe(HTTP.notFound);
    expect((await world.call('POST', '/license')).status).toBe(HTTP.sessionExpired);
  });

  it('a count that is not a number applies once, not forever', async () => {
    const world = await startWorld();
    world.sim.control.injectFault({ type: 'sessionExpired', times: Number.NaN });
    expect((await world.call('POST', '/license')).status).toBe(HTTP.sessionExpired);
    expect((await world.call('POST', '/license')).status).toBe(HTTP.ok);
  });

  it('times below one still applies once', async () => {
    const world = await startWorld();
    world.sim.control.injectFault({ type: 'twoFactor', times: 0 });
    expect((await world.call('POST', '/license')).status).toBe(HTTP.forbidden);
    expect((await world.call('POST', '/license')).status).toBe(HTTP.ok);
  });
});
