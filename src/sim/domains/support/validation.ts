/**
 * Input of the support domain. The routes' bodies are parsed with the contract's schemas (support-schemas.ts); the
 * SupportMessage whisper answers with the spec's codes instead: 1 for the text, 4 for the channel.
 */
import { NEW_SUPPORT_CHAT, SUPPORT_LIMITS } from '@contract/index';
import { SUPPORT_CHAT_ID_MAX } from '@contract/support-schemas';
import { supportError } from './errors';

export interface SupportMessageInput {
  /** A chat id, or NEW_SUPPORT_CHAT. */
  channel: string;
  /** Trimmed, within the length bounds. */
  text: string;
}

export function parseSupportMessage(data: unknown): SupportMessageInput {
  const { channel, message } = (typeof data === 'object' && data !== null ? data : {}) as Record<
    string,
    unknown
  >;
  const text = typeof message === 'string' ? message.trim() : '';
  if (text.length < SUPPORT_LIMITS.minLength || text.length > SUPPORT_LIMITS.maxLength)
    throw supportError('length');
  if (typeof channel !== 'string' || channel.length === 0 || channel.length > SUPPORT_CHAT_ID_MAX)
    throw supportError('unknownChat');
  return { channel, text };
}

export const isNewChat = (channel: string) => channel === NEW_SUPPORT_CHAT;
