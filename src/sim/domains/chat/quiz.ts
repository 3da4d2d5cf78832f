/**
 * Chat quizzes (community.md §2 "Quiz creation", §7): a moderator opens one in a room (it replaces the room's
 * open quiz, if any); the first player whose message equals the answer (whatever the case and surrounding
 * spaces) wins the reward. Closing the quiz, the reward's ledger row and the stored messages are one
 * transaction, so that two right answers can never both be paid.
 *
 * Reward policy: USD 1 paid as 1 USDT by default; the licence may change it with
 * `pluginSettings.chat = { quizReward: <amount in the currency>, quizRewardCurrency: '<currency id>' }`
 * (a reward of 0 pays nothing). Read at answer time, like the race's settings.
 */
import {
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  fromMinor,
  minorToString,
  toMinor,
  type ChatMessage,
  type ChatQuiz,
  type ChatQuizAnswered,
} from '@contract/index';
import { LICENCE, findCurrency, type CurrencyFixture, type SimContext } from '../../context';
import type { ChatMessageRecord, ChatQuizRecord, SimDb, UserRecord } from '../../services/db';
import { addMessage, newMessageRecord } from './store';
import { sameAnswer } from './validation';

export const DEFAULT_QUIZ_REWARD = { amount: 1, currency: 'usdt' } as const;
export const QUIZ_REWARD_REASON = 'quiz_reward';
/** Where a quiz opens when the moderator names no room. */
export const DEFAULT_QUIZ_CHANNEL = 'casino_en';

export interface QuizReward {
  currency: CurrencyFixture;
  /** Minor units. */
  amount: number;
}

export function quizReward(): QuizReward {
  const raw = (LICENCE.pluginSettings.chat ?? {}) as Record<string, unknown>;
  const currency = findCurrency(raw.quizRewardCurrency) ?? findCurrency(DEFAULT_QUIZ_REWARD.currency)!;
  const wanted =
    typeof raw.quizReward === 'number' && raw.quizReward >= 0 ? raw.quizReward : DEFAULT_QUIZ_REWARD.amount;
  return { currency, amount: toMinor(wanted.toFixed(currency.decimals), currency.decimals) ?? 0 };
}

export const toWireQuiz = (quiz: ChatQuizRecord): ChatQuiz => ({
  _id: quiz._id,
  question: quiz.question,
  channel: quiz.channel,
  created_at: new Date(quiz.createdAt).toISOString(),
});

export const openQuizRecord = (db: SimDb, channel: string) =>
  db.chatQuizzes.where('[channel+status]').equals([channel, 'open']).first();

/** Opens a quiz in `channel`: the room's open quiz, if any, is closed unanswered. */
export async function openQuiz(
  ctx: SimContext,
  moderator: UserRecord,
  input: { question: string; answer: string; channel: string },
): Promise<ChatQuiz> {
  const { db } = ctx;
  const reward = quizReward();
  const quiz: ChatQuizRecord = {
    _id: ctx.newId(),
    channel: input.channel,
    question: input.question,
    answer: input.answer,
    status: 'open',
    openedBy: moderator._id,
    createdAt: ctx.clock.now(),
    answeredBy: null,
    answeredAt: null,
    reward: 0,
    currency: reward.currency.id,
  };
  // The quiz's message in the history shares its id, so a client can match the two.
  const message = newMessageRecord(ctx, {
    type: 'quiz',
    channel: quiz.channel,
    user: null,
    data: { text: quiz.question },
    id: quiz._id,
  });
  await db.transaction('rw', db.chatQuizzes, db.chatMessages, () =>
    db.chatQuizzes
      .where('[channel+status]')
      .equals([quiz.channel, 'open'])
      .modify({ status: 'closed' })
      .then(() => db.chatQuizzes.add(quiz))
      .then(() => addMessage(db, message)),
  );
  const wire = toWireQuiz(quiz);
  ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.chatNewQuiz, { quiz: wire });
  return wire;
}

export interface QuizWin {
  payload: ChatQuizAnswered;
  message: ChatMessage;
}

/**
 * Stores a player's chat message, and when it answers the room's open quiz, closes the quiz, pays the reward
 * and stores the quiz_answered notice, all in one transaction. Returns the win, if this message won.
 */
export async function storeMessageAndAnswer(
  ctx: SimContext,
  author: UserRecord,
  record: ChatMessageRecord,
  text: string | null,
): Promise<QuizWin | null> {
  const { db, ledger } = ctx;
  const candidate = text === null ? undefined : await openQuizRecord(db, record.channel);
  if (!candidate || text === null || !sameAnswer(text, candidate.answer)) {
    await db.transaction('rw', db.chatMessages, () => addMessage(db, record));
    return null;
  }
  const reward = quizReward();
  const decimals = reward.currency.decimals;
  const notice = newMessageRecord(ctx, {
    type: 'quiz_answered',
    channel: record.channel,
    user: author,
    data: {
      text:
        `${author.name} answered "${candidate.question}" correctly: ${candidate.answer}` +
        (reward.amount > 0
          ? ` (+${minorToString(reward.amount, decimals)} ${reward.currency.id.toUpperCase()})`
          : ''),
      amount: fromMinor(reward.amount, decimals),
      currency: reward.currency.id,
    },
  });
  return ledger.transact([db.chatMessages, db.chatQuizzes], (tx) =>
    addMessage(db, record)
      .then(() => db.chatQuizzes.get(candidate._id))
      .then((quiz) => {
        // Someone else got there first (another tab of the same world): this is a plain message then.
        if (!quiz || quiz.status !== 'open') return null;
        const now = ctx.clock.now();
        return db.chatQuizzes
          .update(quiz._id, {
            status: 'answered',
            answeredBy: author._id,
            answeredAt: now,
            reward: reward.amount,
            currency: reward.currency.id,
          })
          .then(() =>
            reward.amount > 0
              ? tx.apply({
                  userId: author._id,
                  currency: reward.currency.id,
                  kind: 'real',
                  delta: reward.amount,
                  reason: QUIZ_REWARD_REASON,
                  ref: quiz._id,
                })
              : undefined,
          )
          .then(() => addMessage(db, notice))
          .then((): QuizWin => ({
            message: notice.message,
            payload: {
              user: { _id: author._id, name: author.name },
              question: quiz.question,
              correct: quiz.answer,
              reward: fromMinor(reward.amount, decimals),
              currency: reward.currency.id,
              channel: quiz.channel,
            },
          }));
      }),
  );
}

export function broadcastWin(ctx: SimContext, win: QuizWin): void {
  ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.chatQuizAnswered, win.payload);
}

/** The open quiz of a room as the wire shows it (without its answer), or null. */
export async function openQuizOf(ctx: SimContext, channel: string): Promise<ChatQuiz | null> {
  const quiz = await openQuizRecord(ctx.db, channel);
  return quiz ? toWireQuiz(quiz) : null;
}

/** The open quiz's answer of a room, for the simulated crowd to answer right sometimes; null without one. */
export async function quizAnswerForBots(ctx: SimContext, channel: string): Promise<string | null> {
  return (await openQuizRecord(ctx.db, channel))?.answer ?? null;
}
