/**
 * What the crowd needs of the chat domain (src/sim/domains/chat): posting a line as a player (the domain
 * applies its rules: length, mutes, slow mode), the answer of a channel's open quiz, and tips. The crowd
 * talks to it through this port, so that it goes through the same checks as a person typing.
 */
import type { SimContext } from '../../context';

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
}

// TEMPORARY until src/sim/domains/chat lands.
export const domainChat: WorldChat = {
  post: async () => undefined,
  quizAnswer: async () => null,
  tip: async () => undefined,
};
