/**
 * Input of the chat domain. Route bodies are parsed with the contract's schemas (contract/chat-schemas.ts: 422
 * with per-field texts); the chat sends answer with the catalogue's codes instead (code 1 for the text's length).
 */
import { CHAT_CHANNEL_PATTERN, CHAT_LIMITS } from '@contract/index';
import { chatError, unknownChannel } from './errors';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A chat room's name (casino_en, sport_de, ...) or the 422 of a wrong one. */
export function parseChannel(channel: unknown): string {
  if (typeof channel !== 'string' || !CHAT_CHANNEL_PATTERN.test(channel)) throw unknownChannel();
  return channel;
}

/** The text of a chat send: newlines removed (community.md §5), trimmed, within the length bounds (code 1). */
export function parseText(message: unknown): string {
  const text = typeof message === 'string' ? message.replace(/[\r\n\u2028\u2029]/g, '').trim() : '';
  if (text.length < CHAT_LIMITS.minLength || text.length > CHAT_LIMITS.maxLength) throw chatError('length');
  return text;
}

/** Quiz answers match whatever the case and the surrounding spaces. */
export const sameAnswer = (text: string, answer: string) =>
  text.trim().toLowerCase() === answer.trim().toLowerCase();
