/**
 * Chat quizzes (community.md §2, §7): a moderator opens one (chatNewQuiz); the first player whose message
 * equals the answer (any case, surrounding spaces) wins USD 1 paid as 1 USDT through the ledger, in the same
 * transaction that closes the quiz (chatQuizAnswered); later right answers win nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HTTP, PUBLIC_EVENTS, type ChatMessage, type ChatQuiz, type ChatQuizAnswered } from '@contract/index';
import { LICENCE } from '../../../src/sim/context';
import { openQuizOf, quizAnswerForBots } from '../../../src/sim/domains/chat';
import { QUIZ_REWARD_REASON } from '../../../src/sim/domains/chat/quiz';
import {
  ROOM,
  balanceMinor,
  chatEvents,
  history,
  ledgerProblems,
  messagesBroadcast,
  newcomer,
  post,
  room,
  sayOk,
  whisper,
  type World,
} from './helpers';

const openQuiz = (world: World, token: string, body: Record<string, unknown>) =>
  post<ChatQuiz>(world, '/api/chat/moderate/quiz', body, token);

const answered = (world: World) => chatEvents<ChatQuizAnswered>(world, PUBLIC_EVENTS.chatQuizAnswered);

const settings = LICENCE.pluginSettings as Record<string, unknown>;
afterEach(() => {
  delete settings.chat;
});

describe('a quiz', () => {
  it('opens in the room asked (casino_en by default) and is broadcast without its answer', async () => {
    const { world, moderator } = await room();
    const reply = await openQuiz(world, moderator.token, { question: ' What is 6 x 7? ', answer: ' 42 ' });
    expect(reply.status).toBe(HTTP.ok);
    const quiz = reply.body;
    expect(quiz).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      question: 'What is 6 x 7?',
      channel: 'casino_en',
      created_at: new Date(world.clock.now()).toISOString(),
    });
    expect(chatEvents(world, PUBLIC_EVENTS.chatNewQuiz)).toEqual([{ quiz }]);
    expect(JSON.stringify(world.broadcasts)).not.toContain('42');

    // The history shows it, under the quiz's id; it is not sent as a chatMessage.
    const [message] = await history(world);
    expect(message).toMatchObject({
      _id: quiz._id,
      type: 'quiz',
      user: null,
      data: { text: 'What is 6 x 7?' },
    });
    expect(messagesBroadcast(world)).toEqual([]);

    const ctx = await world.sim.context();
    expect(await openQuizOf(ctx, 'casino_en')).toEqual(quiz);
    expect(await quizAnswerForBots(ctx, 'casino_en')).toBe('42');
    expect(await openQuizOf(ctx, 'sport_en')).toBeNull();

    const sport = (
      await openQuiz(world, moderator.token, { question: 'Q', answer: 'a', channel: 'sport_en' })
    ).body;
    expect(sport.channel).toBe('sport_en');
  });

  it.each([
    [{ question: '', answer: 'a' }],
    [{ question: 'q', answer: '  ' }],
    [{ question: 'q', answer: 'a', channel: 'lobby' }],
    [{ question: 'q'.repeat(201), answer: 'a' }],
  ])('refuses %j with 422', async (body) => {
    const { world, moderator } = await room();
    expect((await openQuiz(world, moderator.token, body)).status).toBe(HTTP.unprocessable);
    expect(chatEvents(world, PUBLIC_EVENTS.chatNewQuiz)).toEqual([]);
  });

  it('pays the first right answer 1 USDT through the ledger and closes; later answers get nothing', async () => {
    const { world, player, moderator } = await room();
    const rival = await newcomer(world);
    const quiz = (await openQuiz(world, moderator.token, { question: 'Capital of France?', answer: 'Paris' }))
      .body;
    const before = await balanceMinor(world, player.user._id, 'usdt');

    await sayOk(world, player.token, 'London');
    expect(answered(world)).toEqual([]);
    const winning = await sayOk(world, player.token, '  pARIS ');
    await sayOk(world, rival.token, 'Paris');

    expect(await balanceMinor(world, player.user._id, 'usdt')).toBe(before + 100);
    expect(await balanceMinor(world, rival.user._id, 'usdt')).toBe(0);
    expect(answered(world)).toEqual([
      {
        user: { _id: player.user._id, name: 'player' },
        question: 'Capital of France?',
        correct: 'Paris',
        reward: 1,
        currency: 'usdt',
        channel: ROOM,
      },
    ]);
    // The winning message itself is an ordinary message, broadcast as usual.
    expect(messagesBroadcast(world).map((message) => message.data.text)).toEqual([
      'London',
      'pARIS',
      'Paris',
    ]);
    expect(winning.type).toBe('message');

    const { db } = await world.sim.context();
    const rows = await db.ledger.where('ref').equals(quiz._id).toArray();
    expect(rows).toMatchObject([
      { userId: player.user._id, currency: 'usdt', delta: 100, reason: QUIZ_REWARD_REASON },
    ]);
    expect(await db.chatQuizzes.get(quiz._id)).toMatchObject({
      status: 'answered',
      answeredBy: player.user._id,
      reward: 100,
      currency: 'usdt',
    });
    expect(await ledgerProblems(world)).toEqual([]);
    const ctx = await world.sim.context();
    expect(await openQuizOf(ctx, ROOM)).toBeNull();
    expect(await quizAnswerForBots(ctx, ROOM)).toBeNull();

    const texts = (await history(world)).map((message: ChatMessage) => [message.type, message.data.text]);
    expect(texts).toEqual([
      ['message', 'Paris'],
      ['quiz_answered', 'player answered "Capital of France?" correctly: Paris (+1.00 USDT)'],
      ['message', 'pARIS'],
      ['message', 'London'],
      ['quiz', 'Capital of France?'],
    ]);
  });

  it("answers only in its own room, and a new quiz replaces the room's open one", async () => {
    const { world, player, moderator } = await room();
    const first = (await openQuiz(world, moderator.token, { question: 'One?', answer: 'one' })).body;
    await sayOk(world, player.token, 'one', 'sport_en');
    expect(answered(world)).toEqual([]);

    await openQuiz(world, moderator.token, { question: 'Two?', answer: 'two' });
    const { db } = await world.sim.context();
    expect((await db.chatQuizzes.get(first._id))!.status).toBe('closed');
    await sayOk(world, player.token, 'one');
    expect(answered(world)).toEqual([]);
    await sayOk(world, player.token, 'two');
    expect(answered(world).map((event) => event.question)).toEqual(['Two?']);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('pays what the licence sets (pluginSettings.chat), or nothing at 0', async () => {
    const { world, player, moderator } = await room();
    settings.chat = { quizReward: 0.001, quizRewardCurrency: 'btc' };
    await openQuiz(world, moderator.token, { question: 'Q1', answer: 'a1' });
    const btc = await balanceMinor(world, player.user._id, 'btc');
    await sayOk(world, player.token, 'a1');
    expect(await balanceMinor(world, player.user._id, 'btc')).toBe(btc + 100_000);
    expect(answered(world).at(-1)).toMatchObject({ reward: 0.001, currency: 'btc' });

    settings.chat = { quizReward: 0 };
    const { db } = await world.sim.context();
    const rows = await db.ledger.count();
    await openQuiz(world, moderator.token, { question: 'Q2', answer: 'a2' });
    await sayOk(world, player.token, 'a2');
    expect(await db.ledger.count()).toBe(rows);
    expect(answered(world).at(-1)).toMatchObject({ reward: 0, currency: 'usdt' });
  });

  it('a sticker never answers, even one whose title is the answer', async () => {
    const { world, player, moderator } = await room();
    await openQuiz(world, moderator.token, { question: 'Q', answer: 'Happy Dice' });
    const reply = await whisper(world, player.token, 'ChatStickerMessage', {
      url: '/chat/stickers/happy-dice.svg',
      channel: ROOM,
    });
    expect(reply.body).toMatchObject({ type: 'sticker', data: { text: 'Happy Dice' } });
    expect(answered(world)).toEqual([]);
  });
});
