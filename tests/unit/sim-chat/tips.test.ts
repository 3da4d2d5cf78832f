/**
 * Tip and rain (platform.md §5, §9): transfers of the real balance through the ledger in one transaction, with
 * rows referencing the tip's record, a service notice in chat, and 422 field errors that change nothing.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, HTTP, MESSAGES, TIP_MESSAGES, type ChatMessage } from '@contract/index';
import { tipUser } from '../../../src/sim/domains/chat';
import { HttpError } from '../../../src/sim/services/http-error';
import {
  ROOM,
  balanceMinor,
  errorOf,
  history,
  ledgerProblems,
  messagesBroadcast,
  newcomer,
  post,
  room,
  sayOk,
  snapshot,
  type Account,
  type World,
} from './helpers';

const tip = (world: World, token: string | null, body: Record<string, unknown>) =>
  post<{ ok: true }>(world, '/api/user/tip', body, token);
const rain = (world: World, token: string | null, body: Record<string, unknown>) =>
  post<{ users: { _id: string; name: string }[] }>(world, '/api/user/rain', body, token);

describe('a tip', () => {
  it('moves real balance from one player to another in one transaction, and says so in chat', async () => {
    const { world, player } = await room();
    const friend = await newcomer(world, 'friend');
    const reply = await tip(world, player.token, {
      name: 'FRIEND',
      amount: 12.5,
      currency: 'usdt',
      channel: 'sport_en',
    });
    expect(reply).toEqual({ status: HTTP.ok, body: { ok: true } });

    expect(await balanceMinor(world, player.user._id, 'usdt')).toBe(50_000 - 1_250);
    expect(await balanceMinor(world, friend.user._id, 'usdt')).toBe(1_250);
    const { db } = await world.sim.context();
    const [record] = await db.chatTips.toArray();
    expect(record).toMatchObject({
      kind: 'tip',
      fromUserId: player.user._id,
      currency: 'usdt',
      amount: 1_250,
      recipients: [{ userId: friend.user._id, amount: 1_250 }],
      channel: 'sport_en',
    });
    const rows = await db.ledger.where('ref').equals(record!._id).toArray();
    expect(rows.map(({ userId, delta, reason, kind }) => ({ userId, delta, reason, kind }))).toEqual([
      { userId: player.user._id, delta: -1_250, reason: 'tip', kind: 'real' },
      { userId: friend.user._id, delta: 1_250, reason: 'tip', kind: 'real' },
    ]);
    expect(await ledgerProblems(world)).toEqual([]);

    // The notice goes to the room named.
    const notice = messagesBroadcast(world).at(-1)!;
    expect(notice).toMatchObject({
      type: 'service',
      user: null,
      channel: 'sport_en',
      data: {
        text: 'player tipped friend 12.50 USDT',
        users: [
          { _id: player.user._id, name: 'player' },
          { _id: friend.user._id, name: 'friend' },
        ],
        amount: 12.5,
        currency: 'usdt',
      },
    });
    expect((await history(world, 'sport_en'))[0]).toEqual(notice);
  });

  it('shows its notice in the room named, else in casino_en (wherever the sender chatted)', async () => {
    const { world, player, admin } = await room();
    await tip(world, player.token, { name: 'admin', amount: 1, currency: 'usdt', channel: 'casino_de' });
    await sayOk(world, admin.token, 'hallo', 'sport_de');
    await tip(world, admin.token, { name: 'player', amount: 1, currency: 'usdt' });
    await tip(world, admin.token, { name: 'player', amount: 1, currency: 'usdt', channel: 'lobby' });
    expect(messagesBroadcast(world).map((message: ChatMessage) => message.channel)).toEqual([
      'casino_de',
      'sport_de',
      'casino_en',
      'casino_en',
    ]);
  });

  it('answers 401 to a guest', async () => {
    const { world } = await room();
    expect((await tip(world, null, { name: 'player', amount: 1, currency: 'usdt' })).status).toBe(
      HTTP.unauthorized,
    );
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'an unknown player',
      { name: 'nobody', amount: 1, currency: 'usdt' },
      { name: [TIP_MESSAGES.invalidUsername] },
    ],
    ['oneself', { name: 'Player', amount: 1, currency: 'usdt' }, { name: [TIP_MESSAGES.invalidUsername] }],
    ['no name', { amount: 1, currency: 'usdt' }, { name: [TIP_MESSAGES.invalidUsername] }],
    ['0', { name: 'admin', amount: 0, currency: 'usdt' }, { amount: [TIP_MESSAGES.invalidAmount] }],
    [
      'a negative amount',
      { name: 'admin', amount: -1, currency: 'usdt' },
      { amount: [TIP_MESSAGES.invalidAmount] },
    ],
    [
      'below the minimum',
      { name: 'admin', amount: 0.001, currency: 'usdt' },
      { amount: [TIP_MESSAGES.invalidAmount] },
    ],
    [
      'more than the balance',
      { name: 'admin', amount: 500.01, currency: 'usdt' },
      { amount: [TIP_MESSAGES.invalidAmount] },
    ],
    [
      'a currency without balance',
      { name: 'admin', amount: 1, currency: 'sol' },
      { amount: [TIP_MESSAGES.invalidAmount] },
    ],
    [
      'not a number',
      { name: 'admin', amount: 'lots', currency: 'usdt' },
      { amount: [TIP_MESSAGES.invalidAmount] },
    ],
    [
      'an unknown currency',
      { name: 'admin', amount: 1, currency: 'xyz' },
      { currency: [MESSAGES.unknownCurrency] },
    ],
  ])('refuses %s with 422 and changes nothing', async (_, body, errors) => {
    const { world, player } = await room();
    const before = await snapshot(world);
    const reply = await tip(world, player.token, body);
    expect(reply.status).toBe(HTTP.unprocessable);
    expect(errorOf(reply).errors).toEqual(errors);
    expect(await snapshot(world)).toEqual(before);
    expect(messagesBroadcast(world)).toEqual([]);
  });

  it('takes the whole balance, exactly', async () => {
    const { world, player } = await room();
    expect((await tip(world, player.token, { name: 'admin', amount: '500', currency: 'usdt' })).status).toBe(
      HTTP.ok,
    );
    expect(await balanceMinor(world, player.user._id, 'usdt')).toBe(0);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('is what the crowd uses too (tipUser in minor units), throwing the refusal', async () => {
    const { world, player } = await room();
    const ctx = await world.sim.context();
    const record = await tipUser(ctx, player.user._id, 'admin', 250, 'usdt');
    expect(record).toMatchObject({ kind: 'tip', amount: 250 });
    await expect(tipUser(ctx, player.user._id, 'ghost', 250, 'usdt')).rejects.toBeInstanceOf(HttpError);
    await expect(tipUser(ctx, player.user._id, 'admin', 10 ** 9, 'usdt')).rejects.toMatchObject({
      status: HTTP.unprocessable,
      errors: { amount: [TIP_MESSAGES.invalidAmount] },
    });
    expect(await ledgerProblems(world)).toEqual([]);
  });
});

describe('rain', () => {
  /** `count` fresh players who each said something in `channel`, oldest first. */
  async function chatters(world: World, count: number, channel = ROOM): Promise<Account[]> {
    const people: Account[] = [];
    for (let index = 0; index < count; index += 1) {
      const person = await newcomer(world);
      await sayOk(world, person.token, `hi ${index}`, channel);
      people.push(person);
    }
    return people;
  }

  it('splits evenly among the most recent chatters; the remainder stays with the sender', async () => {
    const { world, player } = await room();
    const people = await chatters(world, 4);
    await sayOk(world, people[1]!.token, 'again'); // people[1] is now the most recent
    await sayOk(world, player.token, 'rain incoming');

    const reply = await rain(world, player.token, { amount: 10, currency: 'usdt', users: 3, channel: ROOM });
    expect(reply.status).toBe(HTTP.ok);
    const reached = [people[1]!, people[3]!, people[2]!];
    expect(reply.body.users).toEqual(reached.map(({ user }) => ({ _id: user._id, name: user.name })));

    // 1000 cents / 3 = 333 each; 1 cent stays with the sender.
    expect(await balanceMinor(world, player.user._id, 'usdt')).toBe(50_000 - 999);
    for (const person of reached) expect(await balanceMinor(world, person.user._id, 'usdt')).toBe(333);
    expect(await balanceMinor(world, people[0]!.user._id, 'usdt')).toBe(0);

    const { db } = await world.sim.context();
    const [record] = await db.chatTips.toArray();
    expect(record).toMatchObject({ kind: 'rain', amount: 999, channel: ROOM });
    const rows = await db.ledger.where('ref').equals(record!._id).toArray();
    expect(rows.map((row) => row.delta)).toEqual([-999, 333, 333, 333]);
    expect(rows.every((row) => row.reason === 'rain')).toBe(true);
    expect(await ledgerProblems(world)).toEqual([]);

    const notice = messagesBroadcast(world).at(-1)!;
    expect(notice).toMatchObject({
      type: 'service',
      channel: ROOM,
      data: { users: reply.body.users, amount: 9.99 },
    });
    expect(notice.data.text).toBe(
      `player made it rain 9.99 USDT on 3 players (3.33 USDT each): ${reached.map((p) => p.user.name).join(', ')}`,
    );
  });

  it('reaches at most 25, and fewer when fewer chatted', async () => {
    const { world, player } = await room();
    const before = await snapshot(world);
    const tooMany = await rain(world, player.token, {
      amount: 1,
      currency: 'usdt',
      users: 26,
      channel: ROOM,
    });
    expect(tooMany.status).toBe(HTTP.unprocessable);
    expect(errorOf(tooMany).errors).toEqual({ users: [TIP_MESSAGES.tooManyUsers] });
    expect(await snapshot(world)).toEqual(before);

    const people = await chatters(world, CHAT_LIMITS.rainMaxUsers + 2);
    const full = await rain(world, player.token, { amount: 27, currency: 'usdt', users: 25, channel: ROOM });
    expect(full.body.users).toHaveLength(25);
    expect(full.body.users.map((user) => user._id)).not.toContain(people[0]!.user._id);
    expect(await balanceMinor(world, player.user._id, 'usdt')).toBe(50_000 - 25 * 108);

    const few = await rain(world, player.token, {
      amount: 1,
      currency: 'usdt',
      users: 5,
      channel: 'sport_en',
    });
    expect(errorOf(few).errors).toEqual({ users: [TIP_MESSAGES.noRecipients] });
    await chatters(world, 2, 'sport_en');
    const two = await rain(world, player.token, {
      amount: 1,
      currency: 'usdt',
      users: 5,
      channel: 'sport_en',
    });
    expect(two.body.users).toHaveLength(2);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('never rains on the sender, and counts notices and quizzes as nobody', async () => {
    const { world, player, moderator } = await room();
    await sayOk(world, player.token, 'me me me');
    await post(world, '/api/chat/moderate/quiz', { question: 'q', answer: 'a' }, moderator.token);
    const reply = await rain(world, player.token, { amount: 1, currency: 'usdt', users: 3, channel: ROOM });
    expect(errorOf(reply).errors).toEqual({ users: [TIP_MESSAGES.noRecipients] });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      '0 users',
      { amount: 1, currency: 'usdt', users: 0, channel: ROOM },
      { users: [TIP_MESSAGES.tooFewUsers] },
    ],
    [
      '2.5 users',
      { amount: 1, currency: 'usdt', users: 2.5, channel: ROOM },
      { users: [TIP_MESSAGES.tooFewUsers] },
    ],
    [
      'a bad room',
      { amount: 1, currency: 'usdt', users: 2, channel: 'x' },
      { channel: ['Unknown chat channel'] },
    ],
    [
      'more than the balance',
      { amount: 501, currency: 'usdt', users: 2, channel: ROOM },
      { amount: [TIP_MESSAGES.invalidAmount] },
    ],
    [
      'shares below the minimum',
      { amount: 0.01, currency: 'usdt', users: 2, channel: ROOM },
      { amount: [TIP_MESSAGES.invalidAmount] },
    ],
    ['0', { amount: 0, currency: 'usdt', users: 2, channel: ROOM }, { amount: [TIP_MESSAGES.invalidAmount] }],
    [
      'an unknown currency',
      { amount: 1, currency: 'abc', users: 2, channel: ROOM },
      { currency: [MESSAGES.unknownCurrency] },
    ],
  ])('refuses %s with 422 and changes nothing', async (_, body, errors) => {
    const { world, player } = await room();
    await chatters(world, 2);
    const before = await snapshot(world);
    const events = world.broadcasts.length;
    const reply = await rain(world, player.token, body);
    expect(reply.status).toBe(HTTP.unprocessable);
    expect(errorOf(reply).errors).toEqual(errors);
    expect(await snapshot(world)).toEqual(before);
    expect(world.broadcasts.length).toBe(events);
  });
});
