/**
 * Chat sends (community.md §5, §7, §8; platform.md §9): signed-in players only, newlines removed, 1 to 200
 * characters once trimmed (code 1), muted (code 2), slow mode (code 3), the room's name checked; a message
 * is stored and broadcast with its author; refusals write nothing; history is the newest 50, newest first,
 * and a room keeps at most 200 messages.
 */
import { describe, expect, it } from 'vitest';
import {
  CHAT_CODES,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CODES,
  HTTP,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  type ChatMessage,
} from '@contract/index';
import { CHAT_STORED_PER_CHANNEL, STICKERS, postChatMessage } from '../../../src/sim/domains/chat';
import { HttpError } from '../../../src/sim/services/http-error';
import {
  ROOM,
  errorOf,
  history,
  messagesBroadcast,
  pass,
  patchUser,
  room,
  say,
  sayOk,
  snapshot,
  whisper,
} from './helpers';

describe('a chat message', () => {
  it('is stored and broadcast with its author, roles and VIP level, newlines removed and trimmed', async () => {
    const { world, player } = await room();
    const reply = await say(world, player.token, '  hello\nthere\r\n  ');
    expect(reply.status).toBe(HTTP.ok);
    const message = reply.body as ChatMessage;
    expect(message).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'message',
      user: { _id: player.user._id, name: 'player', avatar: player.user.avatar, access: [] },
      vipLevel: 2,
      data: { text: 'hellothere' },
      created_at: new Date(world.clock.now()).toISOString(),
      channel: ROOM,
    });
    expect(world.broadcasts.at(-1)).toEqual({
      channel: PUBLIC_CHANNEL,
      event: PUBLIC_EVENTS.chatMessage,
      payload: { message },
    });
    expect(await history(world)).toEqual([message]);
  });

  it("carries a moderator's and an admin's roles, so that the client highlights them", async () => {
    const { world, moderator, admin } = await room();
    const fromModerator = (await say(world, moderator.token, 'Be nice')).body as ChatMessage;
    const fromAdmin = (await say(world, admin.token, 'Welcome')).body as ChatMessage;
    expect(fromModerator.user?.access).toEqual([{ id: 'chat_moderator' }]);
    expect(fromAdmin.user?.access).toEqual([{ id: '*' }]);
    expect(fromAdmin.vipLevel).toBe(8);
  });

  it('goes to the room it names; another room keeps its own history', async () => {
    const { world, player } = await room();
    await sayOk(world, player.token, 'in english', 'casino_en');
    await sayOk(world, player.token, 'auf deutsch', 'sport_de');
    expect((await history(world, 'casino_en')).map((m) => m.data.text)).toEqual(['in english']);
    expect((await history(world, 'sport_de')).map((m) => m.data.text)).toEqual(['auf deutsch']);
    expect(await history(world, 'casino_fr')).toEqual([]);
  });
});

describe('a refused chat message writes nothing', () => {
  it('answers 401 to a guest, as other signed-in calls do', async () => {
    const { world } = await room();
    const before = await snapshot(world);
    const reply = await say(world, null, 'hi');
    expect(reply.status).toBe(HTTP.unauthorized);
    expect(errorOf(reply).code).toBe(CODES.unauthenticated);
    expect(await snapshot(world)).toEqual(before);
    expect(messagesBroadcast(world)).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['only spaces and newlines', '  \n \r\n '],
    ['one character too long', 'x'.repeat(CHAT_LIMITS.maxLength + 1)],
    ['not text', 42],
    ['missing', undefined],
  ])('answers code 1 to a text that is %s', async (_, message) => {
    const { world, player } = await room();
    const before = await snapshot(world);
    const reply = await say(world, player.token, message);
    expect(reply.status).toBe(HTTP.badRequest);
    expect(errorOf(reply)).toEqual({ code: CHAT_CODES.length, message: CHAT_MESSAGES.length });
    expect(await snapshot(world)).toEqual(before);
    expect(messagesBroadcast(world)).toEqual([]);
  });

  it('takes exactly 1 and 200 characters after trimming', async () => {
    const { world, player } = await room();
    await sayOk(world, player.token, ' x ');
    const longest = `  ${'y'.repeat(CHAT_LIMITS.maxLength)}\n`;
    expect((await sayOk(world, player.token, longest)).data.text).toBe('y'.repeat(CHAT_LIMITS.maxLength));
  });

  it.each([['casino'], ['casino_english'], ['poker_en'], ['CASINO_EN'], [null]])(
    'answers 422 to the room %s',
    async (channel) => {
      const { world, player } = await room();
      const before = await snapshot(world);
      const reply = await say(world, player.token, 'hi', channel);
      expect(reply.status).toBe(HTTP.unprocessable);
      expect(errorOf(reply).errors).toEqual({ channel: [CHAT_MESSAGES.unknownChannel] });
      expect(await snapshot(world)).toEqual(before);
    },
  );

  it('answers code 2 while muted, and lets the player speak once the mute ran out', async () => {
    const { world, player } = await room();
    await patchUser(world, player.user._id, { mute: world.clock.now() + 60_000 });
    const before = await snapshot(world);
    const reply = await say(world, player.token, 'let me talk');
    expect(reply.status).toBe(HTTP.forbidden);
    expect(errorOf(reply)).toEqual({ code: CHAT_CODES.muted, message: CHAT_MESSAGES.muted });
    expect(await snapshot(world)).toEqual(before);

    pass(world, 60_000);
    expect((await say(world, player.token, 'thanks')).status).toBe(HTTP.ok);
  });

  it('answers code 3 to a second message within 5 seconds (slow mode), and takes it after', async () => {
    const { world, player, moderator } = await room();
    expect((await say(world, player.token, 'one')).status).toBe(HTTP.ok);
    pass(world, CHAT_LIMITS.slowModeMs - 1);
    const before = await snapshot(world);
    const reply = await say(world, player.token, 'two');
    expect(reply.status).toBe(HTTP.tooManyRequests);
    expect(errorOf(reply)).toEqual({ code: CHAT_CODES.slowMode, message: CHAT_MESSAGES.slowMode });
    expect(await snapshot(world)).toEqual(before);
    // A refused message does not restart the wait.
    pass(world, 1);
    expect((await say(world, player.token, 'two')).status).toBe(HTTP.ok);

    // Slow mode is per player, and moderators keep it too.
    expect((await say(world, moderator.token, 'a')).status).toBe(HTTP.ok);
    expect(errorOf(await say(world, moderator.token, 'b')).code).toBe(CHAT_CODES.slowMode);
  });

  it('refuses the crowd by throwing the same HttpError, without slow mode for it', async () => {
    const { world, player } = await room();
    const ctx = await world.sim.context();
    const line = (text: string, channel = ROOM) => ({ userId: player.user._id, channel, text });
    await patchUser(world, player.user._id, { mute: world.clock.now() + 1_000 });
    const before = await snapshot(world);
    await expect(postChatMessage(ctx, line('hi'))).rejects.toEqual(
      new HttpError(HTTP.forbidden, CHAT_CODES.muted, CHAT_MESSAGES.muted),
    );
    await expect(postChatMessage(ctx, line(' \n '))).rejects.toMatchObject({ code: CHAT_CODES.length });
    await expect(postChatMessage(ctx, line('hi', 'lobby'))).rejects.toMatchObject({
      status: HTTP.unprocessable,
    });
    await expect(postChatMessage(ctx, { ...line('hi'), userId: 'ghost' })).rejects.toMatchObject({
      status: HTTP.unauthorized,
    });
    expect(await snapshot(world)).toEqual(before);
    pass(world, 1_000);
    const first = await postChatMessage(ctx, line('hi'));
    const second = await postChatMessage(ctx, line('again, at once'));
    expect(first.user?.name).toBe('player');
    expect(messagesBroadcast(world)).toEqual([first, second]);
  });
});

describe('a sticker', () => {
  it('is posted from the catalogue only', async () => {
    const { world, player } = await room();
    const sticker = STICKERS[5]!;
    const reply = await whisper<ChatMessage>(world, player.token, 'ChatStickerMessage', {
      url: sticker.url,
      channel: ROOM,
    });
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body).toMatchObject({ type: 'sticker', data: { url: sticker.url }, channel: ROOM });
    expect(messagesBroadcast(world)).toEqual([reply.body]);

    pass(world);
    const before = await snapshot(world);
    const bad = await whisper(world, player.token, 'ChatStickerMessage', {
      url: 'https://evil.example/x.svg',
      channel: ROOM,
    });
    expect(bad.status).toBe(HTTP.unprocessable);
    expect(errorOf(bad).errors).toEqual({ url: [CHAT_MESSAGES.unknownSticker] });
    expect(await snapshot(world)).toEqual(before);
  });

  it('keeps the rules of a message: guests, mutes and slow mode', async () => {
    const { world, player } = await room();
    const data = { url: STICKERS[0]!.url, channel: ROOM };
    expect((await whisper(world, null, 'ChatStickerMessage', data)).status).toBe(HTTP.unauthorized);
    expect((await whisper(world, player.token, 'ChatStickerMessage', data)).status).toBe(HTTP.ok);
    expect(errorOf(await whisper(world, player.token, 'ChatStickerMessage', data)).code).toBe(
      CHAT_CODES.slowMode,
    );
    pass(world);
    await patchUser(world, player.user._id, { mute: world.clock.now() + 1 });
    expect(errorOf(await whisper(world, player.token, 'ChatStickerMessage', data)).code).toBe(
      CHAT_CODES.muted,
    );
  });
});

describe('history', () => {
  it('answers the newest 50 of the room, newest first, to guests too', async () => {
    const { world, player, moderator } = await room();
    for (let index = 0; index < 60; index += 1)
      await sayOk(world, index % 2 ? moderator.token : player.token, `line ${index}`);
    const answer = await history(world, ROOM, null);
    expect(answer).toHaveLength(CHAT_LIMITS.historySize);
    expect(answer.map((message) => message.data.text)).toEqual(
      Array.from({ length: 50 }, (_, index) => `line ${59 - index}`),
    );
  });

  it('orders messages of the same millisecond as they were sent', async () => {
    const { world, moderator, admin } = await room();
    const ctx = await world.sim.context();
    for (let index = 0; index < 5; index += 1) {
      await postChatMessage(ctx, { userId: moderator.user._id, channel: ROOM, text: `m${index}` });
      await postChatMessage(ctx, { userId: admin.user._id, channel: ROOM, text: `a${index}` });
    }
    expect((await history(world)).map((message) => message.data.text)).toEqual([
      'a4',
      'm4',
      'a3',
      'm3',
      'a2',
      'm2',
      'a1',
      'm1',
      'a0',
      'm0',
    ]);
  });

  it('keeps at most 200 messages per room, pruning the oldest as new ones come', async () => {
    const { world, moderator } = await room();
    const total = CHAT_STORED_PER_CHANNEL + 15;
    for (let index = 0; index < total; index += 1) await sayOk(world, moderator.token, `n${index}`);
    await sayOk(world, moderator.token, 'elsewhere', 'sport_en');
    const { db } = await world.sim.context();
    const rows = (await db.chatMessages.toArray()).filter((row) => row.channel === ROOM);
    expect(rows).toHaveLength(CHAT_STORED_PER_CHANNEL);
    expect(rows.map((row) => row.message.data.text)).toEqual(
      Array.from({ length: CHAT_STORED_PER_CHANNEL }, (_, index) => `n${index + 15}`),
    );
    expect(await db.chatMessages.count()).toBe(CHAT_STORED_PER_CHANNEL + 1);
    expect((await history(world))[0]!.data.text).toBe(`n${total - 1}`);
  });

  it('refuses an unknown room with 422', async () => {
    const { world } = await room();
    const reply = await world.call('POST', '/api/chat/history', { channel: 'lobby' });
    expect(reply.status).toBe(HTTP.unprocessable);
  });
});
