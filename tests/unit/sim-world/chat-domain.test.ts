/**
 * The crowd with the real chat domain: its lines reach clients as chatMessage events under the players'
 * names, its moderators open quizzes that the crowd answers (and gets paid for), its tips move money through
 * the ledger, and the moderators' online list shows who of it is online.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_EVENTS, type ChatMessage, type ChatQuizAnswered, type SimResponse } from '@contract/index';
import { MINUTE, crowdWorld, eventsOf, ledgerProblems, live, login, rosterOf } from './helpers';

describe('the crowd in the chat domain', () => {
  it('chats as its players, in the history too', async () => {
    const world = await crowdWorld({ seed: 'domain-chat', rates: { chatMessagesPerMinute: 20 } });
    await live(world, 5 * MINUTE);
    const roster = await rosterOf(world);
    const messages = eventsOf(world, PUBLIC_EVENTS.chatMessage).map(
      (entry) => (entry.payload as { message: ChatMessage }).message,
    );
    const lines = messages.filter((message) => message.type === 'message');
    expect(lines.length).toBeGreaterThan(40);
    for (const message of lines) {
      const bot = roster.find((profile) => profile.userId === message.user?._id);
      expect(bot?.name).toBe(message.user?.name);
      expect(message.vipLevel).toBe(bot?.vipLevel);
    }
    const history = await world.call<ChatMessage[]>('POST', '/api/chat/history', { channel: 'casino_en' });
    expect(history.body.length).toBeGreaterThan(10);
  });

  it('opens quizzes through its moderators and answers them, and tips keep the ledger rule', async () => {
    const world = await crowdWorld({
      seed: 'domain-quiz',
      rates: { betsPerMinute: 2, quizzesPerHour: 20, quizAnswerProbability: 1, tipsPerHour: 60 },
    });
    await live(world, 90 * MINUTE, 5_000);
    const roster = await rosterOf(world);
    const moderators = new Set(roster.filter((bot) => bot.moderator).map((bot) => bot.userId));
    const { db } = await world.sim.context();
    const quizzes = await db.chatQuizzes.toArray();
    expect(quizzes.length).toBeGreaterThan(4);
    expect(quizzes.every((quiz) => moderators.has(quiz.openedBy))).toBe(true);
    const answered = eventsOf(world, PUBLIC_EVENTS.chatQuizAnswered).map(
      (entry) => entry.payload as ChatQuizAnswered,
    );
    expect(answered.length).toBeGreaterThan(2);
    expect(answered.every((win) => roster.some((bot) => bot.userId === win.user._id))).toBe(true);
    const tips = eventsOf(world, PUBLIC_EVENTS.chatMessage).filter((entry) =>
      / tipped /.test((entry.payload as { message: ChatMessage }).message.data.text ?? ''),
    );
    expect(tips.length).toBeGreaterThan(20);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it("shows its online players in the moderators' online list", async () => {
    const world = await crowdWorld({ seed: 'domain-online', rates: { activeShare: 0.25 } });
    const moderator = await login(world, 'moderator', 'moderator123');
    const reply = (await world.sim.whisper({
      token: moderator.token,
      event: 'OnlineUsers',
      data: {},
    })) as SimResponse<string[]>;
    const roster = await rosterOf(world);
    const bots = reply.body.filter((name) => roster.some((bot) => bot.name === name));
    expect(bots.length).toBe(Math.round(roster.length * 0.25));
  });
});
