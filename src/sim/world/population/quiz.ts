/**
 * The crowd plays along with chat quizzes: when a quiz opens (chatNewQuiz on the public channel), with the
 * rates' quiz answer probability a few players guess wrong within seconds, and usually one gives the right
 * answer a little later (asked of the chat domain, which closes the quiz and pays the reward as for anyone).
 */
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type ChatQuiz } from '@contract/index';
import type { Crowd } from './crowd';
import { lineOf } from './lines';
import type { Voices } from './voices';

const RIGHT_ANSWER_CHANCE = 0.75;
const GUESS_DELAY_MS: [number, number] = [2_000, 15_000];
const ANSWER_DELAY_MS: [number, number] = [4_000, 25_000];

export function listenToQuizzes(crowd: Crowd, voices: Voices): () => void {
  const random = crowd.random.quiz;
  return crowd.ctx.broadcaster.subscribe((channel, event, payload) => {
    if (channel !== PUBLIC_CHANNEL || event !== PUBLIC_EVENTS.chatNewQuiz) return;
    const quiz = (payload as { quiz?: ChatQuiz }).quiz;
    if (!quiz || !random.chance(crowd.rates().quizAnswerProbability)) return;
    const room = quiz.channel;
    const now = crowd.ctx.clock.now();
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
  });
}
