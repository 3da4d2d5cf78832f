/**
 * The crowd and chat quizzes. Its moderators open one now and then (the rates' quizzes per hour, from
 * fixtures/world/quizzes.json, when one of them is online and the room has no open quiz younger than 10
 * minutes). And when a quiz opens, whoever opened it (chatNewQuiz on the public channel), with the rates' quiz answer probability a few
 * players guess wrong within seconds, and usually one gives the right answer a little later (asked of the
 * chat domain, which closes the quiz and pays the reward as for anyone).
 */
import quizzes from '@fixtures/world/quizzes.json';
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type ChatQuiz } from '@contract/index';
import { asPlayer, perHour, type Crowd } from './crowd';
import { lineOf } from './lines';
import { PoissonProcess } from './process';
import { CASINO_ROOM, type Voices } from './voices';

const RIGHT_ANSWER_CHANCE = 0.75;
const GUESS_DELAY_MS: [number, number] = [2_000, 15_000];
const ANSWER_DELAY_MS: [number, number] = [4_000, 25_000];
/** A quiz nobody solved in this long is replaced by the crowd's moderators' next one. */
const STALE_QUIZ_MS = 10 * 60_000;

/** The crowd's part in quizzes: `listen` to new quizzes, and the moderators' `quizmaster` process. */
export function crowdQuizzes(crowd: Crowd, voices: Voices) {
  const random = crowd.random.quiz;
  /** When the open quiz of each room was opened, as heard (by anyone: a person or the crowd). */
  const openedAt = new Map<string, number>();

  function playAlong(quiz: ChatQuiz): void {
    const room = quiz.channel;
    const now = crowd.ctx.clock.now();
    openedAt.set(room, now);
    if (!random.chance(crowd.rates().quizAnswerProbability)) return;
    const guesses = random.intBetween(0, 3);
    for (let index = 0; index < guesses; index += 1) {
      const text = lineOf(random, 'quizGuesses');
      crowd.at(now + random.between(...GUESS_DELAY_MS), 'world:quiz-guess', async () => {
        const guesser = voices.speaker(random);
        if (guesser) await voices.say(guesser, room, text, 'quiz');
      });
    }
    if (!random.chance(RIGHT_ANSWER_CHANCE)) return;
    crowd.at(now + random.between(...ANSWER_DELAY_MS), 'world:quiz-answer', async () => {
      const answer = await crowd.chat.quizAnswer(crowd.ctx, room);
      const solver = answer ? voices.speaker(random) : null;
      if (solver && answer) await voices.say(solver, room, answer, 'quiz');
    });
  }

  async function openOne(): Promise<void> {
    const moderator = crowd.online.pick(random, (profile) => (profile.moderator ? 1 : 0));
    if (!moderator) return;
    const fresh = crowd.ctx.clock.now() - (openedAt.get(CASINO_ROOM) ?? -Infinity) < STALE_QUIZ_MS;
    if (fresh && (await crowd.chat.quizAnswer(crowd.ctx, CASINO_ROOM)) !== null) return;
    const quiz = { ...random.pick(quizzes), channel: CASINO_ROOM };
    await asPlayer(() => crowd.chat.openQuiz(crowd.ctx, moderator.userId, quiz));
  }

  return {
    listen: () =>
      crowd.ctx.broadcaster.subscribe((channel, event, payload) => {
        const quiz = (payload as { quiz?: ChatQuiz } | null)?.quiz;
        if (channel === PUBLIC_CHANNEL && event === PUBLIC_EVENTS.chatNewQuiz && quiz) playAlong(quiz);
      }),
    quizmaster: new PoissonProcess({
      name: 'world:quiz',
      scheduler: crowd.ctx.scheduler,
      now: () => crowd.ctx.clock.now(),
      random,
      rate: () => perHour(crowd.rates().quizzesPerHour),
      act: openOne,
    }),
  };
}
