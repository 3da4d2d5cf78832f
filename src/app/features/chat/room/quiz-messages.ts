/**
 * Quiz events as chat lines. The room's history already holds quiz and quiz_answered messages; live, a quiz
 * comes as `chatNewQuiz` and its winner as `chatQuizAnswered`, which become the same kinds of lines here.
 */
import type { ChatMessage, ChatQuiz, ChatQuizAnswered } from '@contract/index';

export const quizMessage = (quiz: ChatQuiz): ChatMessage => ({
  // The quiz's stored message shares the quiz's id, so a history reload does not show it twice.
  _id: quiz._id,
  type: 'quiz',
  user: null,
  vipLevel: 0,
  data: { text: quiz.question },
  created_at: quiz.created_at,
  channel: quiz.channel,
});

/** The winner's line, worded as the stored quiz_answered message is. */
export function quizAnsweredMessage(event: ChatQuizAnswered, channel: string, now = new Date()): ChatMessage {
  const reward = event.reward > 0 ? ` (+${event.reward} ${event.currency.toUpperCase()})` : '';
  return {
    _id: `quiz-answered-${event.user._id}-${now.getTime()}`,
    type: 'quiz_answered',
    user: null,
    vipLevel: 0,
    data: {
      text: `${event.user.name} answered "${event.question}" correctly: ${event.correct}${reward}`,
      users: [event.user],
    },
    created_at: now.toISOString(),
    channel,
  };
}
