/**
 * What the crowd needs of the chat domain (src/sim/domains/chat): posting a line as a player (the domain
 * applies its rules: length, mutes; not slow mode, which the crowd keeps by itself), the answer of a channel's open quiz, tips, and telling it who
 * of the crowd is online (for the moderators' online list). The crowd talks to it through this port, so that
 * it goes through the same checks as a person typing, and tests may stand in for it.
 */
import type { SimContext } from '../../context';
import { postChatMessage, quizAnswerForBots, registerOnlineSource, tipUser } from '../../domains/chat';
import { requireModerator, signedInUser } from '../../domains/chat/access';
import { openQuiz } from '../../domains/chat/quiz';

export interface ChatLine {
  userId: string;
  channel: string;
  text: string;
}

export interface WorldChat {
  post(ctx: SimContext, line: ChatLine): Promise<unknown>;
  /** The open quiz's answer in `channel`, or null when there is none (or it was answered already). */
  quizAnswer(ctx: SimContext, channel: string): Promise<string | null>;
  tip(
    ctx: SimContext,
    fromUserId: string,
    toName: string,
    amountMinor: number,
    currency: string,
  ): Promise<unknown>;
  /** Opens a quiz as a moderator, as the moderators' quiz form does. */
  openQuiz(
    ctx: SimContext,
    moderatorId: string,
    quiz: { question: string; answer: string; channel: string },
  ): Promise<unknown>;
  /** Adds the crowd's online players to the chat's online list; returns the function that removes them. */
  reportOnline(ctx: SimContext, userIds: () => Iterable<string>): () => void;
}

export const domainChat: WorldChat = {
  post: postChatMessage,
  quizAnswer: quizAnswerForBots,
  tip: tipUser,
  reportOnline: registerOnlineSource,
  openQuiz: async (ctx, moderatorId, quiz) =>
    openQuiz(ctx, requireModerator(await signedInUser(ctx, moderatorId)), quiz),
};
