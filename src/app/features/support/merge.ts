/**
 * Two copies of one chat (a call's answer, a realtime event, a read marker's answer) can arrive in any order:
 * the one with more messages wins, and each read marker only ever moves forward.
 */
import type { SupportChat } from '@contract/index';

const later = (a: string | null, b: string | null) => {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
};

export function mergeChat(known: SupportChat | undefined, incoming: SupportChat): SupportChat {
  if (!known) return incoming;
  const base = incoming.messages.length >= known.messages.length ? incoming : known;
  return {
    ...base,
    user_read: later(known.user_read, incoming.user_read),
    support_read: later(known.support_read, incoming.support_read),
  };
}

const lastActivity = (chat: SupportChat) => Date.parse(chat.messages.at(-1)?.created_at ?? '') || 0;

/** Latest activity first, as the server lists them. */
export const byLatestActivity = (a: SupportChat, b: SupportChat) => lastActivity(b) - lastActivity(a);
