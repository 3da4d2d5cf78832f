/**
 * The crowd in chat, heard through a stand-in for the chat domain: lines from the fixture within the chat
 * rules (community.md §9), in bursts, never faster than slow mode per player, in the English rooms; quizzes
 * answered (some wrong guesses first), tips with thanks, big wins talked about; all at the rates asked.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, PUBLIC_CHANNEL, PUBLIC_EVENTS, type ChatQuiz } from '@contract/index';
import QUIZZES from '@fixtures/world/quizzes.json';
import { CHAT_LINES, fillLine } from '../../../src/sim/world/population/lines';
import { MINUTE, live, recordedWorld } from './helpers';

const RULE_BREAKERS: Array<[string, RegExp]> = [
  ['a link', /https?:|www\.|\.(com|net|org|io|gg|xyz)\b/i],
  ['a referral or promo code', /\bref\b|referr|promo|\bcode\b|invite/i],
  ['begging or loans', /tip me|send me|give me|loan|lend|spare|borrow|donat/i],
  ['asking staff for bonuses', /bonus|rakeback|\bstaff\b|\badmin\b/i],
  ['accusing the operator', /rigg|scam|cheat|fraud|fake|steal/i],
  ['shouting', /[A-Z]{4,}|!{2,}/],
  ['anything but plain English text', /[^\x20-\x7e]/],
];

describe('the crowd in chat', () => {
  it('says only fixture lines that keep the chat rules', () => {
    const longest = { game: 'Blackjack', multiplier: 1_000_000, name: 'x'.repeat(24) };
    for (const [kind, lines] of Object.entries(CHAT_LINES)) {
      expect(lines.length, kind).toBeGreaterThan(3);
      for (const template of lines) {
        const text = fillLine(template, longest);
        expect(text.trim().length, text).toBeGreaterThanOrEqual(CHAT_LIMITS.minLength);
        expect(text.length, text).toBeLessThanOrEqual(CHAT_LIMITS.maxLength);
        expect(text, text).not.toMatch(/[{}]/);
        for (const [rule, pattern] of RULE_BREAKERS) expect(text, `${rule}: ${text}`).not.toMatch(pattern);
      }
    }
  });

  it('opens only rule-abiding quizzes whose answers are short words', () => {
    expect(QUIZZES.length).toBeGreaterThan(5);
    for (const { question, answer } of QUIZZES) {
      expect(question.length).toBeLessThanOrEqual(CHAT_LIMITS.maxLength);
      expect(answer).toMatch(/^[a-z0-9]{1,12}$/);
      for (const [rule, pattern] of RULE_BREAKERS)
        expect(question, `${rule}: ${question}`).not.toMatch(pattern);
    }
  });

  it('talks in bursts at about the rate asked, in the English rooms, never faster than slow mode', async () => {
    const { world, said, crowd } = await recordedWorld({
      seed: 'chat-bursts',
      rates: { chatMessagesPerMinute: 12, betsPerMinute: 0 },
    });
    await live(world, 20 * MINUTE, 1_000);
    expect(said.length).toBeGreaterThan(150);
    expect(said.length).toBeLessThan(350);
    const bots = new Set(crowd.roster().map((bot) => bot.userId));
    expect(said.every((line) => bots.has(line.userId))).toBe(true);
    const rooms = new Set(said.map((line) => line.channel));
    expect(rooms).toEqual(new Set(['casino_en', 'sport_en']));
    expect(said.filter((line) => line.channel === 'casino_en').length).toBeGreaterThan(said.length / 2);

    const gaps = said.slice(1).map((line, index) => line.at - said[index]!.at);
    expect(gaps.filter((gap) => gap <= 10_000).length).toBeGreaterThan(gaps.length / 3);
    expect(gaps.some((gap) => gap >= 20_000)).toBe(true);
    for (const bot of bots) {
      const times = said.filter((line) => line.userId === bot).map((line) => line.at);
      for (const [index, time] of times.slice(1).entries()) {
        expect(time - times[index]!).toBeGreaterThanOrEqual(CHAT_LIMITS.slowModeMs);
      }
    }
  });

  it('keeps quiet at 0 messages a minute', async () => {
    const { world, said } = await recordedWorld({ seed: 'chat-quiet', rates: { chatMessagesPerMinute: 0 } });
    await live(world, 10 * MINUTE, 5_000);
    expect(said).toEqual([]);
  });

  it('plays along with quizzes: wrong guesses, and the answer a few seconds later', async () => {
    const { world, ctx, said, answers } = await recordedWorld({
      seed: 'chat-quiz',
      rates: { chatMessagesPerMinute: 0, quizAnswerProbability: 1, quizzesPerHour: 0 },
    });
    let solved = 0;
    for (let round = 0; round < 6; round += 1) {
      const answer = `answer-${round}`;
      answers.set('casino_en', answer);
      const quiz: ChatQuiz = {
        _id: `quiz-${round}`,
        question: 'What is 6 x 7?',
        channel: 'casino_en',
        created_at: new Date(world.clock.now()).toISOString(),
      };
      const asked = world.clock.now();
      ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.chatNewQuiz, { quiz });
      await live(world, 30_000, 1_000);
      const lines = said.filter((line) => line.at > asked);
      const right = lines.filter((line) => line.text === answer);
      expect(right.length).toBeLessThanOrEqual(1);
      if (right.length) expect(right[0]!.at - asked).toBeGreaterThanOrEqual(2_000);
      solved += right.length;
      answers.delete('casino_en');
      expect(lines.every((line) => line.channel === 'casino_en')).toBe(true);
    }
    expect(solved).toBeGreaterThanOrEqual(2);
    expect(said.filter((line) => !line.text.startsWith('answer-')).length).toBeGreaterThan(0);

    // Nobody answers a quiz whose answer the chat domain no longer gives (already answered).
    const before = said.length;
    const quiz = { _id: 'quiz-late', question: '?', channel: 'casino_en', created_at: '' };
    ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.chatNewQuiz, { quiz });
    await live(world, 30_000, 1_000);
    expect(said.slice(before).filter((line) => line.text.startsWith('answer-'))).toEqual([]);
  });

  it('ignores quizzes at a quiz answer probability of 0', async () => {
    const { world, ctx, said, answers } = await recordedWorld({
      seed: 'chat-no-quiz',
      rates: { chatMessagesPerMinute: 0, quizAnswerProbability: 0, quizzesPerHour: 0 },
    });
    answers.set('casino_en', 'forty-two');
    const quiz = { _id: 'quiz', question: '?', channel: 'casino_en', created_at: '' };
    ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.chatNewQuiz, { quiz });
    await live(world, MINUTE, 1_000);
    expect(said).toEqual([]);
  });

  it('tips each other at about the rate asked, and the lucky ones often say thanks', async () => {
    const { world, said, tips, crowd } = await recordedWorld({
      seed: 'chat-tips',
      rates: { tipsPerHour: 120, chatMessagesPerMinute: 1, betsPerMinute: 0 },
    });
    await live(world, 30 * MINUTE, 5_000);
    expect(tips.length).toBeGreaterThan(35);
    expect(tips.length).toBeLessThan(90);
    const byId = new Map(crowd.roster().map((bot) => [bot.userId, bot]));
    for (const tip of tips) {
      expect(byId.has(tip.from)).toBe(true);
      expect(byId.get(tip.from)!.name).not.toBe(tip.to);
      expect(crowd.roster().some((bot) => bot.name === tip.to)).toBe(true);
      expect(Number.isSafeInteger(tip.amountMinor) && tip.amountMinor > 0).toBe(true);
    }
    const thanks = said.filter((line) => /thank|ty |appreciate/.test(line.text));
    expect(thanks.length).toBeGreaterThan(5);
  });

  it('talks about big wins seen in the feed', async () => {
    const { world, said } = await recordedWorld({
      seed: 'chat-wins',
      rates: { betsPerMinute: 120, chatMessagesPerMinute: 6 },
    });
    await live(world, 8 * MINUTE);
    expect(said.filter((line) => /\d+\.\d{2}x/.test(line.text)).length).toBeGreaterThan(0);
  });
});
