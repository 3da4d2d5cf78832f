/**
 * The staff calls of /admin/user/{userId}: the player's details, mute and unmute through the chat's moderation, self-exclusion with its end on the sim clock, sign-outs,
 * and manual adjustments written as ledger rows that keep the ledger rule.
 */
import { describe, expect, it } from 'vitest';
import { CODES, HTTP, MESSAGES, MUTE_MINUTES } from '@contract/index';
import { ADJUSTMENT_REASON, ADMIN_MESSAGES, type AdminLedgerPage, type AdminSession } from '@contract/admin';
import { ADMIN_ANSWER_SCHEMAS } from '@contract/admin-answers';
import { CHAT_MESSAGES } from '@contract/chat';
import { ledgerProblems, login, startWorld } from '../sim/world';
import { advance, office, snapshot, staffCall, type Office } from './helpers';

const DAY_MS = 24 * 60 * 60_000;
const say = (office: Office, token: string, message: string) =>
  office.world.sim.whisper({ token, event: 'ChatMessage', data: { message, channel: 'casino_en' } });

describe('staff calls: details and actions', () => {
  it("show the player's account, balances and live sessions", async () => {
    const { world, admin, player } = await office();
    const { body } = await staffCall(world, 'POST /api/admin/user', { userId: player.user._id }, admin.token);
    expect(body.user).toMatchObject({ _id: player.user._id, name: 'player', roles: [] });
    expect(body.balances.find((row) => row.currency === 'usdt')).toMatchObject({ real: 500, bonus: 0 });
    expect(body.balances.find((row) => row.currency === 'usdt')!.realUsd).toBeGreaterThan(0);
    expect([body.mute, body.selfExclusion, body.activeSessions, body.actions]).toEqual([null, null, 1, []]);
    expect(ADMIN_ANSWER_SCHEMAS['POST /api/admin/user']!.safeParse(body).success).toBe(true);
  });

  it('mute through the chat domain: the player cannot chat until unmuted; staff of the same rank are not muted', async () => {
    const o = await office();
    const { world, admin, player } = o;
    const muted = await staffCall(
      world,
      'POST /api/admin/user/mute',
      { userId: player.user._id, minutes: 60 },
      admin.token,
    );
    expect(muted.body.mute).toEqual({ until: world.clock.now() + 60 * 60_000, forever: false });
    expect(muted.body.actions[0]).toMatchObject({ kind: 'mute', minutes: 60, by: { name: 'admin' } });
    expect(((await say(o, player.token, 'hello')).body as { message: string }).message).toBe(
      CHAT_MESSAGES.muted,
    );
    const unmuted = await staffCall(
      world,
      'POST /api/admin/user/unmute',
      { userId: player.user._id },
      admin.token,
    );
    expect(unmuted.body.mute).toBeNull();
    expect((await say(o, player.token, 'hello again')).status).toBe(HTTP.ok);
    const forever = MUTE_MINUTES.at(-1)!;
    const long = await staffCall(
      world,
      'POST /api/admin/user/mute',
      { userId: player.user._id, minutes: forever },
      admin.token,
    );
    expect(long.body.mute?.forever).toBe(true);
    // Not one of the chat's durations: refused by the schema.
    const odd = await staffCall(
      world,
      'POST /api/admin/user/mute',
      { userId: player.user._id, minutes: 7 },
      admin.token,
    );
    expect([odd.status, odd.body.message]).toEqual([HTTP.unprocessable, ADMIN_MESSAGES.minutes]);
    const self = await staffCall(
      world,
      'POST /api/admin/user/mute',
      { userId: admin.user._id, minutes: 5 },
      admin.token,
    );
    expect([self.status, self.body.message]).toEqual([HTTP.forbidden, MESSAGES.outranked]);
  });

  it('self-exclude for a period: sessions end, the flag shows at sign-in, and it ends on the sim clock', async () => {
    const { world, admin, player } = await office();
    const set = await staffCall(
      world,
      'POST /api/admin/user/selfExclusion',
      { userId: player.user._id, days: 7 },
      admin.token,
    );
    expect(set.body.selfExclusion).toEqual({ until: world.clock.now() + 7 * DAY_MS });
    expect(set.body.activeSessions).toBe(0);
    expect((await world.call('GET', '/api/user', undefined, player.token)).status).toBe(HTTP.unauthorized);
    const again = await login(world, 'player', 'player123');
    expect(again.user.self_excluded).toBe(true);
    await advance(world, 7 * DAY_MS + 1000);
    // Sessions idle that long have expired: the player signs in again, no longer excluded.
    expect((await login(world, 'player', 'player123')).user.self_excluded).toBe(false);
  });

  it('ends a timed self-exclusion after a reload of the world too', async () => {
    const { world, admin, player } = await office();
    await staffCall(
      world,
      'POST /api/admin/user/selfExclusion',
      { userId: player.user._id, days: 1 },
      admin.token,
    );
    await world.sim.close();
    const reloaded = await startWorld({ dbName: world.dbName, startMs: world.clock.now() });
    expect((await login(reloaded, 'player', 'player123')).user.self_excluded).toBe(true);
    await advance(reloaded, DAY_MS + 1000);
    expect((await login(reloaded, 'player', 'player123')).user.self_excluded).toBe(false);
  });

  it('self-exclude forever until staff lift it; a lift cancels a pending end', async () => {
    const { world, admin, player } = await office();
    const userId = player.user._id;
    await staffCall(world, 'POST /api/admin/user/selfExclusion', { userId, days: 1 }, admin.token);
    const forever = await staffCall(
      world,
      'POST /api/admin/user/selfExclusion',
      { userId, days: 'forever' },
      admin.token,
    );
    expect(forever.body.selfExclusion).toEqual({ until: null });
    await advance(world, 2 * DAY_MS);
    const staff = await login(world, 'admin', 'admin123');
    const still = await staffCall(world, 'POST /api/admin/user', { userId }, staff.token);
    expect(still.body.selfExclusion).toEqual({ until: null });
    const lifted = await staffCall(world, 'POST /api/admin/user/selfExclusion/lift', { userId }, staff.token);
    expect(lifted.body.selfExclusion).toBeNull();
    expect(lifted.body.actions.map((action) => action.kind)).toEqual([
      'liftSelfExclusion',
      'selfExclude',
      'selfExclude',
    ]);
  });

  it('sign out one session by its id, or all of them', async () => {
    const { world, admin, player } = await office();
    const second = await login(world, 'player', 'player123');
    const list = await staffCall<AdminSession[]>(
      world,
      'POST /api/admin/user/sessions',
      { userId: player.user._id },
      admin.token,
    );
    expect(list.body).toHaveLength(2);
    expect(JSON.stringify(list.body)).not.toContain(player.token);
    const newest = list.body[0]!;
    const unknown = await staffCall(
      world,
      'POST /api/admin/user/signOut',
      { userId: player.user._id, sessionId: 'nope' },
      admin.token,
    );
    expect([unknown.status, unknown.body.message]).toEqual([HTTP.notFound, ADMIN_MESSAGES.unknownSession]);
    const one = await staffCall(
      world,
      'POST /api/admin/user/signOut',
      { userId: player.user._id, sessionId: newest.id },
      admin.token,
    );
    expect(one.body.activeSessions).toBe(1);
    const statuses = async () =>
      Promise.all(
        [player.token, second.token].map(
          async (token) => (await world.call('GET', '/api/user', undefined, token)).status,
        ),
      );
    expect(await statuses()).toContain(HTTP.unauthorized);
    const all = await staffCall(
      world,
      'POST /api/admin/user/signOut',
      { userId: player.user._id },
      admin.token,
    );
    expect(all.body.activeSessions).toBe(0);
    expect(await statuses()).toEqual([HTTP.unauthorized, HTTP.unauthorized]);
    expect(all.body.actions[0]).toMatchObject({ kind: 'signOut', sessions: 1 });
  });

  it('adjust the real balance with a ledger row of its own, never below zero, at the currency precision', async () => {
    const { world, admin, player } = await office();
    const userId = player.user._id;
    const credit = await staffCall(
      world,
      'POST /api/admin/user/adjust',
      { userId, currency: 'usdt', amount: '12.5', reason: 'Goodwill' },
      admin.token,
    );
    expect(credit.body.balances.find((row) => row.currency === 'usdt')!.real).toBe(512.5);
    const action = credit.body.actions[0]!;
    expect(action).toMatchObject({ kind: 'adjustment', currency: 'usdt', amount: 12.5, reason: 'Goodwill' });
    const ledger = await staffCall<AdminLedgerPage>(
      world,
      'POST /api/admin/user/ledger',
      { userId, currency: 'usdt' },
      admin.token,
    );
    expect(ledger.body.data[0]).toMatchObject({
      delta: 12.5,
      balanceAfter: 512.5,
      reason: ADJUSTMENT_REASON,
      ref: action._id,
    });
    expect(ledger.body.data.every((row) => row.currency === 'usdt')).toBe(true);

    const before = await snapshot(world);
    const refusals = [
      [{ amount: -600, reason: 'Too much' }, ADMIN_MESSAGES.belowZero],
      [{ amount: '0.001', reason: 'Too fine' }, ADMIN_MESSAGES.amountPrecision],
      [{ amount: 0, reason: 'Nothing' }, ADMIN_MESSAGES.amountPrecision],
      [{ amount: 5, reason: 'x' }, ADMIN_MESSAGES.reason],
      [{ amount: 5, reason: 'Unknown coin', currency: 'zzz' }, MESSAGES.unknownCurrency],
    ] as const;
    for (const [body, message] of refusals) {
      const reply = await staffCall(
        world,
        'POST /api/admin/user/adjust',
        { userId, currency: 'usdt', ...body },
        admin.token,
      );
      expect([reply.status, reply.body.code, reply.body.message]).toEqual([
        HTTP.unprocessable,
        CODES.validation,
        message,
      ]);
    }
    expect({ ...(await snapshot(world)), sessions: null }).toEqual({ ...before, sessions: null });
    const debit = await staffCall(
      world,
      'POST /api/admin/user/adjust',
      { userId, currency: 'usdt', amount: -512.5, reason: 'Closing' },
      admin.token,
    );
    expect(debit.body.balances.find((row) => row.currency === 'usdt')!.real).toBe(0);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('page the ledger newest first and list the bets', async () => {
    const { world, admin, player } = await office();
    const userId = player.user._id;
    for (let n = 1; n <= 26; n += 1)
      await staffCall(
        world,
        'POST /api/admin/user/adjust',
        { userId, currency: 'usdt', amount: n, reason: `Credit ${n}` },
        admin.token,
      );
    const first = await staffCall<AdminLedgerPage>(
      world,
      'POST /api/admin/user/ledger',
      { userId, kind: 'real', currency: 'usdt' },
      admin.token,
    );
    expect([first.body.total, first.body.pages, first.body.data[0]!.delta]).toEqual([27, 2, 26]);
    const second = await staffCall<AdminLedgerPage>(
      world,
      'POST /api/admin/user/ledger',
      { userId, kind: 'real', currency: 'usdt', page: 2 },
      admin.token,
    );
    expect(second.body.data.map((row) => row.reason)).toEqual(['adjustment', 'seed']);
    await world.sim.whisper({
      token: player.token,
      event: 'Play',
      data: { api_id: 'limbo', bet: 1, demo: false, currency: 'usdt', quick: false, data: { target: 2 } },
    });
    const bets = await staffCall<{ total: number; data: { game: string }[] }>(
      world,
      'POST /api/admin/user/bets',
      { userId },
      admin.token,
    );
    expect([bets.body.total, bets.body.data[0]!.game]).toEqual([1, 'limbo']);
  });
});
