/**
 * Input of the support domain. The routes' bodies are parsed with zod (422 with per-field texts); the
 * SupportMessage whisper answers with the spec's codes instead: 1 for the text, 4 for the channel.
 */
import * as z from 'zod/mini';
import { NEW_SUPPORT_CHAT, SUPPORT_LIMITS } from '@contract/index';
import { supportError } from './errors';

const CHAT_ID_TEXT = 'The chat id is missing';
const MAX_ID_LENGTH = 64;

export const chatIdBodySchema = z.object({
  id: z.string(CHAT_ID_TEXT).check(z.minLength(1, CHAT_ID_TEXT), z.maxLength(MAX_ID_LENGTH, CHAT_ID_TEXT)),
});

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
  if (typeof channel !== 'string' || channel.length === 0 || channel.length > MAX_ID_LENGTH)
    throw supportError('unknownChat');
  return { channel, text };
}

export const isNewChat = (channel: string) => channel === NEW_SUPPORT_CHAT;
