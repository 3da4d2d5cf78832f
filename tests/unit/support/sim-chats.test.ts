import { describe, expect, it } from 'vitest';
import answers from '@fixtures/support/answers.json';
import {
  CODES,
  HTTP,
  STAFF_EVENTS,
  USER_EVENTS,
  SUPPORT_BOT,
  SUPPORT_CODES,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_STAFF_CHANNEL,
  SUPPORT_WELCOME,
  unreadCount,
  userChannel,
  type ApiErrorBody,
  type SupportChat,
  type SupportMessageEvent,
} from '@contract/index';
import { AGENT_DELAY } from '../../../src/sim/domains/support/agent';
import { AGENT_NAME } from '../../../src/sim/domains/support/staff';
import { login, startWorld } from '../sim/world';
import {
  AFTER_AGENT_MS,
  advance,
  desk,
  myChats,
  oneChat,
  readChat,
  register,
  send,
  sendOk,
  storedChats,
  supportEvents,
} from './sim-helpers';

const topicAnswers = (id: string) => answers.topics.find((topic) => topic.id === id)!.answers;

describe('a new live chat', () => {
  it("starts with the bot's welcome, then the message, under an id the server gives", async () => {
    const { world, player } = await desk();
    const chat = await sendOk(world, player.token, 'new', '  My deposit has not arrived  ');

    expect(chat._id).toMatch(/^[0-9a-f]{24}$/);
    expect(chat.user).toEqual({ _id: player.user._id, name: 'player', avatar: player.user.avatar });
    expect(chat.messages.map(({ message, user }) => [message, user._id])).toEqual([
      [SUPPORT_WELCOME, SUPPORT_BOT._id],
      ['My deposit has not arrived', player.user._id],
    ]);
    const [welcome, mine] = chat.messages.map((message) => Date.parse(message.created_at));
    expect(mine).toBeGreaterThan(welcome!);
    // The sender has read its own message; support has not seen it yet.
    expect(chat.user_read).toBe(chat.messages[1]!.created_at);
    expect(unreadCount(chat, 'user')).toBe(0);
    expect(unreadCount(chat, 'support')).toBe(1);
    expect(chat.closed).toBe(false);

    expect((await myChats(world, player.token)).body).toEqual([chat]);
    expect((await oneChat(world, player.token, chat._id)).body).toEqual(chat);
  });

  it('tells the player on its private channel and staff on the staff channel', async () => {
    const { world, player } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'Hello');
    const expected: SupportMessageEvent = { chat, message: chat.messages[1]! };
    expect(supportEvents(world)).toEqual([
      { channel: userChannel(player.user._id), event: USER_EVENTS.supportMessage, payload: expected },
      { channel: SUPPORT_STAFF_CHANNEL, event: STAFF_EVENTS.supportMessageAdmin, payload: expected },
    ]);
  });

  it('adds later messages to the same chat', async () => {
    const { world, player } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'First');
    const again = await sendOk(world, player.token, chat._id, 'Second');
    expect(again._id).toBe(chat._id);
    expect(again.messages.map((message) => message.message)).toEqual([SUPPORT_WELCOME, 'First', 'Second']);
    expect((await myChats(world, player.token)).body).toHaveLength(1);
  });
});

describe('the simulated agent', () => {
  it('answers only once the sim clock has passed its delay, by keywords', async () => {
    const { world, player } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'How do I withdraw my winnings?');

    await world.sim.control.settle();
    await advance(world, AGENT_DELAY.minMs - 1);
    expect((await oneChat(world, player.token, chat._id)).body.messages).toHaveLength(2);

    await advance(world, AGENT_DELAY.spreadMs + 1);
    const answered = (await oneChat(world, player.token, chat._id)).body;
    expect(answered.messages).toHaveLength(3);
    const reply = answered.messages[2]!;
    expect(reply.user.name).toBe(AGENT_NAME);
    expect(topicAnswers('withdraw')).toContain(reply.message);
    expect(unreadCount(answered)).toBe(1);
    expect(unreadCount(answered, 'support')).toBe(0);
    expect(supportEvents(world).at(-1)).toMatchObject({
      channel: SUPPORT_STAFF_CHANNEL,
      payload: { message: reply },
    });
  });

  it('answers several quick messages once, and asks for details when no topic matches', async () => {
    const { world, player } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'Something odd');
    await sendOk(world, player.token, chat._id, 'with the colours of the page');
    await advance(world, AFTER_AGENT_MS);
    const { messages } = (await oneChat(world, player.token, chat._id)).body;
    expect(messages).toHaveLength(4);
    expect(answers.fallback).toContain(messages[3]!.message);
  });

  it('is a staff user nobody can sign in as', async () => {
    const { world, player } = await desk();
    await sendOk(world, player.token, 'new', 'Hi');
    await advance(world, AFTER_AGENT_MS);
    const { db } = await world.sim.context();
    const agent = await db.users.where('nameLower').equals(AGENT_NAME.toLowerCase()).first();
    expect(agent?.permissions).toEqual([{ id: 'manageTickets', active: true }]);
    expect(agent?.avatar).toMatch(/^data:image\/svg\+xml,/);
    expect(await db.credentials.get(agent!._id)).toBeUndefined();
  });

  it('answers the same way for the same seed', async () => {
    const runs = await Promise.all(
      [0, 1].map(async () => {
        const { world, player } = await desk({ seed: 'support-seed' });
        const chat = await sendOk(world, player.token, 'new', 'Is this game fair? What about my seed?');
        await advance(world, AFTER_AGENT_MS);
        return (await oneChat(world, player.token, chat._id)).body.messages[2];
      }),
    );
    expect(runs[0]).toEqual(runs[1]);
    expect(topicAnswers('fairness')).toContain(runs[0]!.message);
  });

  it('picks a waiting chat up again after a restart', async () => {
    const first = await desk();
    const chat = await sendOk(first.world, first.player.token, 'new', 'I forgot my password');
    await first.world.sim.close();

    const world = await startWorld({ dbName: first.world.dbName });
    await advance(world, AFTER_AGENT_MS);
    const { db } = await world.sim.context();
    const stored = await db.supportChats.get(chat._id);
    expect(stored?.messages).toHaveLength(3);
    expect(topicAnswers('password')).toContain(stored!.messages[2]!.message);
  });
});

describe('refusals (codes 1 to 4) change nothing', () => {
  async function expectRefused(
    reply: { status: number; body: unknown },
    code: number,
    message: string,
    before: unknown,
    world: Parameters<typeof storedChats>[0],
  ) {
    expect((reply.body as ApiErrorBody).code).toBe(code);
    expect((reply.body as ApiErrorBody).message).toBe(message);
    expect(await storedChats(world)).toEqual(before);
  }

  it('1: an empty, blank, too long or missing text', async () => {
    const { world, player } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'Hi');
    const before = await storedChats(world);
    const events = supportEvents(world).length;
    const tooLong = 'x'.repeat(SUPPORT_LIMITS.maxLength + 1);
    for (const [channel, message] of [
      ['new', ''],
      ['new', '   \n '],
      [chat._id, tooLong],
      [chat._id, 42],
      [chat._id, undefined],
    ] as const) {
      const reply = await send(world, player.token, channel, message);
      expect(reply.status).toBe(HTTP.badRequest);
      await expectRefused(reply, SUPPORT_CODES.length, SUPPORT_MESSAGES.length, before, world);
    }
    expect(supportEvents(world)).toHaveLength(events);
    // The bound itself is accepted.
    expect((await send(world, player.token, chat._id, 'x'.repeat(SUPPORT_LIMITS.maxLength))).status).toBe(
      200,
    );
  });

  it('2: a muted player, until the mute ends', async () => {
    const { world, player } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'Hi');
    const { db, clock } = await world.sim.context();
    await db.users.update(player.user._id, { mute: clock.now() + 60_000 });
    const before = await storedChats(world);
    for (const channel of ['new', chat._id]) {
      const reply = await send(world, player.token, channel, 'Let me talk');
      expect(reply.status).toBe(HTTP.forbidden);
      await expectRefused(reply, SUPPORT_CODES.muted, SUPPORT_MESSAGES.muted, before, world);
    }
    await advance(world, 60_000);
    expect((await send(world, player.token, chat._id, 'Back again')).status).toBe(200);
  });

  it('3: a chat closed after a day without messages', async () => {
    const { world, player } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'Hi');
    await advance(world, AFTER_AGENT_MS);
    const lastAt = Date.parse(
      (await oneChat(world, player.token, chat._id)).body.messages.at(-1)!.created_at,
    );
    await advance(world, lastAt + SUPPORT_LIMITS.closeAfterMs - 1 - (await world.sim.control.now()));
    // A day is longer than a session's idle time: sign in again.
    const { token } = await login(world, 'player', 'player123');
    expect((await oneChat(world, token, chat._id)).body.closed).toBe(false);
    await advance(world, 1);
    expect((await myChats(world, token)).body[0]?.closed).toBe(true);

    const before = await storedChats(world);
    const reply = await send(world, token, chat._id, 'Are you there?');
    expect(reply.status).toBe(HTTP.badRequest);
    await expectRefused(reply, SUPPORT_CODES.closed, SUPPORT_MESSAGES.closed, before, world);
    // A new chat is always possible.
    expect((await sendOk(world, token, 'new', 'New question'))._id).not.toBe(chat._id);
  });

  it("4: an unknown id, another player's chat, or 'new' where a chat is needed", async () => {
    const { world, player } = await desk();
    const other = await sendOk(world, player.token, 'new', 'Mine');
    const stranger = await register(world);
    const before = await storedChats(world);
    for (const channel of ['0123456789abcdef01234567', other._id, '', 7]) {
      const reply = await send(world, stranger.token, channel, 'Hello');
      expect(reply.status).toBe(HTTP.notFound);
      await expectRefused(reply, SUPPORT_CODES.unknownChat, SUPPORT_MESSAGES.unknownChat, before, world);
    }
    for (const id of [other._id, 'new']) {
      const read = await oneChat(world, stranger.token, id);
      await expectRefused(read, SUPPORT_CODES.unknownChat, SUPPORT_MESSAGES.unknownChat, before, world);
      const marked = await readChat(world, stranger.token, id);
      await expectRefused(marked, SUPPORT_CODES.unknownChat, SUPPORT_MESSAGES.unknownChat, before, world);
    }
  });

  it(`5: a player with ${SUPPORT_LIMITS.maxOpenChats} open chats opens no more until one closes`, async () => {
    const { world, player, staff } = await desk();
    const open: SupportChat[] = [];
    for (let index = 0; index < SUPPORT_LIMITS.maxOpenChats; index += 1)
      open.push(await sendOk(world, player.token, 'new', `Question ${index}`));
    const before = await storedChats(world);
    const events = world.broadcasts.length;
    const reply = await send(world, player.token, 'new', 'One more');
    expect(reply.status).toBe(HTTP.tooManyRequests);
    await expectRefused(reply, SUPPORT_CODES.tooManyOpen, SUPPORT_MESSAGES.tooManyOpen, before, world);
    expect(world.broadcasts.length).toBe(events);
    // The open chats still take messages, and other players are not affected.
    expect((await send(world, player.token, open[0]!._id, 'Still here')).status).toBe(HTTP.ok);
    expect((await send(world, staff.token, 'new', 'Staff question')).status).toBe(HTTP.ok);

    // Once the oldest chat has closed (a day without messages), a new one opens.
    const { token } = await keepChatsButOldest(world, open);
    expect((await send(world, token, 'new', 'Now there is room')).status).toBe(HTTP.ok);
    expect((await send(world, token, 'new', 'But not twice')).status).toBe(HTTP.tooManyRequests);
  });

  /** Lets the first chat close while the others stay open (each gets a message shortly before the day ends). */
  async function keepChatsButOldest(world: Parameters<typeof storedChats>[0], chats: SupportChat[]) {
    const margin = 5 * 60_000;
    await advance(world, SUPPORT_LIMITS.closeAfterMs - margin);
    // A day is longer than a session's idle time: sign in again.
    const account = await login(world, 'player', 'player123');
    for (const chat of chats.slice(1)) await sendOk(world, account.token, chat._id, 'Keeping this open');
    await advance(world, 2 * margin);
    return account;
  }

  it('guests are refused with 401', async () => {
    const { world } = await desk();
    expect((await send(world, null, 'new', 'Hi')).status).toBe(HTTP.unauthorized);
    expect((await myChats(world, null)).status).toBe(HTTP.unauthorized);
    expect(await storedChats(world)).toEqual([]);
  });

  it('a malformed chat id body is a 422', async () => {
    const { world, player } = await desk();
    for (const id of [undefined, '', 5, 'x'.repeat(65)]) {
      const reply = await oneChat(world, player.token, id);
      expect(reply.status).toBe(HTTP.unprocessable);
      expect((reply.body as unknown as ApiErrorBody).code).toBe(CODES.validation);
    }
  });
});

describe('read markers', () => {
  it('count as unread the messages newer than the reader’s marker', async () => {
    const { world, player } = await desk();
    const chat = await sendOk(world, player.token, 'new', 'Bonus question');
    await advance(world, AFTER_AGENT_MS);
    let [listed] = (await myChats(world, player.token)).body as SupportChat[];
    expect(unreadCount(listed!)).toBe(1);

    const read = (await readChat(world, player.token, chat._id)).body;
    expect(read.user_read).toBe(read.messages.at(-1)!.created_at);
    expect(unreadCount(read)).toBe(0);
    [listed] = (await myChats(world, player.token)).body;
    expect(unreadCount(listed!)).toBe(0);
  });
});
