/**
 * Moderation (community.md §6, §7, §9): moderators (role chat_moderator) and admins (role '*') remove
 * messages, mute for one of the listed durations, unmute by name, open quizzes and list who is online; anyone
 * else gets 403 and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  CODES,
  HTTP,
  MESSAGES,
  MUTE_MINUTES,
  PUBLIC_EVENTS,
  type ChatMessage,
  type User,
} from '@contract/index';
import { registerOnlineSource } from '../../../src/sim/domains/chat';
import { ONLINE_CHAT_WINDOW_MS } from '../../../src/sim/domains/chat/moderation';
import {
  ROOM,
  chatEvents,
  errorOf,
  history,
  login,
  newcomer,
  pass,
  patchUser,
  post,
  room,
  say,
  sayOk,
  snapshot,
  whisper,
  type Account,
  type World,
} from './helpers';

const moderate = (world: World, action: string, body: unknown, token: string | null) =>
  post(world, `/api/chat/moderate/${action}`, body, token);

const ACTIONS: Array<[string, (ids: { messageId: string; userId: string }) => unknown]> = [
  ['quiz', () => ({ question: 'Q?', answer: 'A' })],
  ['removeMessage', ({ messageId }) => ({ id: messageId })],
  ['removeAllFrom', ({ userId }) => ({ id: userId })],
  ['mute', ({ userId }) => ({ id: userId, minutes: 5 })],
  ['unmute', () => ({ name: 'player' })],
];

describe('moderation rights', () => {
  it.each(ACTIONS)('%s: 401 for guests, 403 for players, with nothing changed', async (action, body) => {
    const { world, player } = await room();
    const message = await sayOk(world, player.token, 'hello');
    const ids = { messageId: message._id, userId: player.user._id };
    const before = await snapshot(world);
    const events = world.broadcasts.length;

    expect((await moderate(world, action, body(ids), null)).status).toBe(HTTP.unauthorized);
    const reply = await moderate(world, action, body(ids), player.token);
    expect(reply.status).toBe(HTTP.forbidden);
    expect(errorOf(reply).message).toBe(CHAT_MESSAGES.notModerator);
    expect(await snapshot(world)).toEqual(before);
    expect(world.broadcasts.length).toBe(events);
  });

  it.each(ACTIONS)('%s: allowed to moderators and to admins', async (action, body) => {
    const { world, player, moderator, admin } = await room();
    for (const staff of [moderator, admin]) {
      const message = await sayOk(world, player.token, 'hello');
      const reply = await moderate(
        world,
        action,
        body({ messageId: message._id, userId: player.user._id }),
        staff.token,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(HTTP.ok);
      await post(world, '/api/chat/moderate/unmute', { name: 'player' }, staff.token);
    }
  });
});

describe('removing messages', () => {
  it('deletes one message and broadcasts its id and room', async () => {
    const { world, player, moderator } = await room();
    const keep = await sayOk(world, player.token, 'keep me');
    const drop = await sayOk(world, player.token, 'drop me');
    const reply = await moderate(world, 'removeMessage', { id: drop._id }, moderator.token);
    expect(reply.body).toEqual({ ids: [drop._id] });
    expect(chatEvents(world, PUBLIC_EVENTS.chatRemoveMessages)).toEqual([{ ids: [drop._id], channel: ROOM }]);
    expect(await history(world)).toEqual([keep]);

    const again = await moderate(world, 'removeMessage', { id: drop._id }, moderator.token);
    expect(again.status).toBe(HTTP.notFound);
    expect(errorOf(again).message).toBe(CHAT_MESSAGES.unknownMessage);
  });

  it('deletes every message of a player in every room, one broadcast per room', async () => {
    const { world, player, moderator } = await room();
    const other = await newcomer(world);
    const a = await sayOk(world, player.token, 'one', 'casino_en');
    const theirs = await sayOk(world, other.token, 'not mine', 'casino_en');
    const b = await sayOk(world, player.token, 'two', 'sport_en');
    const c = await sayOk(world, player.token, 'three', 'casino_en');

    const reply = await moderate(world, 'removeAllFrom', { id: player.user._id }, moderator.token);
    expect((reply.body as { ids: string[] }).ids.sort()).toEqual([a._id, b._id, c._id].sort());
    const removals = chatEvents<{ ids: string[]; channel: string }>(world, PUBLIC_EVENTS.chatRemoveMessages);
    expect(removals).toHaveLength(2);
    expect(removals.find((r) => r.channel === 'casino_en')!.ids.sort()).toEqual([a._id, c._id].sort());
    expect(removals.find((r) => r.channel === 'sport_en')!.ids).toEqual([b._id]);
    expect(await history(world, 'casino_en')).toEqual([theirs]);
    expect(await history(world, 'sport_en')).toEqual([]);

    const unknown = await moderate(world, 'removeAllFrom', { id: 'nobody' }, moderator.token);
    expect(unknown.status).toBe(HTTP.notFound);
  });
});

describe('muting', () => {
  it.each(MUTE_MINUTES.map((minutes) => [minutes]))('mutes for %i minutes, then not', async (minutes) => {
    const { world, player, moderator } = await room();
    const start = world.clock.now();
    const reply = await moderate(world, 'mute', { id: player.user._id, minutes }, moderator.token);
    expect(reply.body).toEqual({ mute: start + minutes * 60_000 });
    const me = await world.call<{ user: User }>('POST', '/auth/update', undefined, player.token);
    expect(me.body.user.mute).toBe(start + minutes * 60_000);

    pass(world, minutes * 60_000 - 1);
    // A whole session can lapse during a long mute: sign in again to try.
    const again: Account = await login(world, 'player', 'player123');
    expect(errorOf(await say(world, again.token, 'still muted?')).message).toBe(CHAT_MESSAGES.muted);
    pass(world, 1);
    expect((await say(world, again.token, 'free')).status).toBe(HTTP.ok);
  });

  it('mutes forever with 52,560,000 minutes (about a hundred years)', () => {
    expect(MUTE_MINUTES.at(-1)).toBe(52_560_000);
    expect((52_560_000 * 60_000) / (365 * 24 * 3_600_000)).toBe(100);
  });

  it.each([[0], [10], [-5], ['5'], [null]])('refuses %s minutes with 422', async (minutes) => {
    const { world, player, moderator } = await room();
    const before = await snapshot(world);
    const reply = await moderate(world, 'mute', { id: player.user._id, minutes }, moderator.token);
    expect(reply.status).toBe(HTTP.unprocessable);
    expect(await snapshot(world)).toEqual(before);
  });

  it('answers 404 for an unknown player', async () => {
    const { world, moderator } = await room();
    const reply = await moderate(world, 'mute', { id: 'nobody', minutes: 5 }, moderator.token);
    expect(reply.status).toBe(HTTP.notFound);
    expect(errorOf(reply).message).toBe(CHAT_MESSAGES.unknownUser);
  });

  it("unmutes by name (any case): 'Success', or 404 'Unknown username'", async () => {
    const { world, player, moderator } = await room();
    await moderate(world, 'mute', { id: player.user._id, minutes: 60 }, moderator.token);
    expect(errorOf(await say(world, player.token, 'hm')).message).toBe(CHAT_MESSAGES.muted);
    const reply = await moderate(world, 'unmute', { name: 'PLAYER' }, moderator.token);
    expect(reply).toEqual({ status: HTTP.ok, body: { message: 'Success' } });
    expect((await say(world, player.token, 'back')).status).toBe(HTTP.ok);

    const unknown = await moderate(world, 'unmute', { name: 'ghost' }, moderator.token);
    expect(unknown.status).toBe(HTTP.notFound);
    expect(errorOf(unknown).message).toBe('Unknown username');
  });
});

describe('OnlineUsers', () => {
  it('is for moderators only', async () => {
    const { world, player, moderator } = await room();
    expect((await whisper(world, null, 'OnlineUsers', {})).status).toBe(HTTP.unauthorized);
    expect((await whisper(world, player.token, 'OnlineUsers', {})).status).toBe(HTTP.forbidden);
    expect((await whisper(world, moderator.token, 'OnlineUsers', {})).status).toBe(HTTP.ok);
  });

  it('lists players with a live session or recent chat, and those a source reports, sorted', async () => {
    const { world, moderator } = await room();
    const ctx = await world.sim.context();
    const names = async () => (await whisper<string[]>(world, moderator.token, 'OnlineUsers', {})).body;
    expect(await names()).toEqual(['admin', 'moderator', 'player']);

    // Signing out ends the session; a recent message still counts, until it is ten minutes old.
    const chatter = await newcomer(world, 'Zed_chatter');
    await say(world, chatter.token, 'hi all');
    await world.call('GET', '/auth/logout', undefined, chatter.token);
    expect(await names()).toContain('Zed_chatter');
    pass(world, ONLINE_CHAT_WINDOW_MS + 1);
    // (the other sessions stay alive: the moderator's own calls keep it fresh, the others' are under 2 h idle)
    expect(await names()).not.toContain('Zed_chatter');

    const support = (await ctx.db.users.where('nameLower').equals('support').first())!;
    const stop = registerOnlineSource(ctx, () => [support._id]);
    expect(await names()).toContain('support');
    stop();
    expect(await names()).not.toContain('support');
  });
});

describe('a removed message', () => {
  it('is gone from the history that new clients load', async () => {
    const { world, player, moderator } = await room();
    const message = (await say(world, player.token, 'oops')).body as ChatMessage;
    await moderate(world, 'removeMessage', { id: message._id }, moderator.token);
    expect(await history(world)).toEqual([]);
  });
});

describe('moderation by rank (role rank: admin above chat moderator above players)', () => {
  const TARGETED: Array<[string, (ids: { messageId: string; userId: string }) => unknown]> = [
    ['removeMessage', ({ messageId }) => ({ id: messageId })],
    ['removeAllFrom', ({ userId }) => ({ id: userId })],
    ['mute', ({ userId }) => ({ id: userId, minutes: 5 })],
  ];

  it.each(TARGETED)('%s: a moderator may not act on an admin or another moderator', async (action, body) => {
    const { world, moderator, admin } = await room();
    const other = await newcomer(world);
    await patchUser(world, other.user._id, { roles: [{ id: 'chat_moderator' }] });
    for (const target of [admin, other]) {
      const message = await sayOk(world, target.token, `hello from ${target.user.name}`);
      const before = await snapshot(world);
      const events = world.broadcasts.length;
      const reply = await moderate(
        world,
        action,
        body({ messageId: message._id, userId: target.user._id }),
        moderator.token,
      );
      expect(reply.status).toBe(HTTP.forbidden);
      expect(errorOf(reply)).toEqual({ code: CODES.generic, message: MESSAGES.outranked });
      expect(await snapshot(world)).toEqual(before);
      expect(world.broadcasts.length).toBe(events);
      pass(world);
    }
  });

  it('an admin mutes a moderator; a moderator still mutes a player', async () => {
    const { world, moderator, admin, player } = await room();
    expect((await moderate(world, 'mute', { id: moderator.user._id, minutes: 5 }, admin.token)).status).toBe(
      HTTP.ok,
    );
    expect((await moderate(world, 'mute', { id: player.user._id, minutes: 5 }, moderator.token)).status).toBe(
      HTTP.ok,
    );
  });
});
