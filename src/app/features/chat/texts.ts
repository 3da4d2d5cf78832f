/**
 * What the chat shows for the catalogue's keys (community.md §8), in one place. The spec names the keys
 * ('chat.error.length', 'general.error.unknown_user', ...) but not their wording; the server answers with the
 * keys, and plain texts (such as 'Unknown username') pass through as they are.
 */
import { ApiError, CHAT_CODES, CHAT_LIMITS, CHAT_MESSAGES, MESSAGES } from '@contract/index';

const SLOW_MODE_SECONDS = CHAT_LIMITS.slowModeMs / 1000;

const CATALOGUE: Readonly<Record<string, string>> = {
  [CHAT_MESSAGES.length]: `Messages must be ${CHAT_LIMITS.minLength} to ${CHAT_LIMITS.maxLength} characters.`,
  [CHAT_MESSAGES.muted]: 'You are muted.',
  [CHAT_MESSAGES.slowMode]: `Slow mode: one message every ${SLOW_MODE_SECONDS} seconds.`,
  [CHAT_MESSAGES.unknownUser]: 'Unknown user.',
  // The chat's games are bets ('/bet id', a shared bet).
  [CHAT_MESSAGES.unknownGame]: 'Unknown bet.',
};

/** The key of the mute notice ('general.error.muted' with the time, community.md §8). */
const MUTED_UNTIL = (time: string) => `You are muted until ${time}`;

/** The chat's own notices, where the spec gives no wording of its own for them. */
export const CHAT_NOTICES = {
  muted: 'Muted successfully',
  unmuted: 'Success',
  shared: 'Shared to chat',
  unknownCommand: "Unknown command: type '/' to see the commands",
  usage: (usage: string) => `Usage: ${usage}`,
  ignored: (name: string) => `${name} is now ignored`,
  unignored: (name: string) => `${name} is no longer ignored`,
  rainSent: (count: number) => `It rained on ${count} ${count === 1 ? 'player' : 'players'}`,
  tipSent: 'Tip sent',
} as const;

/** The wording of a catalogue key, or the text itself when it is not a key. */
export const catalogueText = (keyOrText: string) => CATALOGUE[keyOrText] ?? keyOrText;

/** What a failed call shows: the catalogue's wording of the server's message. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? catalogueText(error.message) : MESSAGES.internal;
}

const SEND_CODE_KEYS: Readonly<Record<number, string>> = {
  [CHAT_CODES.length]: CHAT_MESSAGES.length,
  [CHAT_CODES.muted]: CHAT_MESSAGES.muted,
  [CHAT_CODES.slowMode]: CHAT_MESSAGES.slowMode,
};

/** What a refused chat send shows: codes 1, 2 and 3 by their keys; anything else by its message. */
export function sendErrorText(error: unknown): string {
  if (error instanceof ApiError && SEND_CODE_KEYS[error.code])
    return catalogueText(SEND_CODE_KEYS[error.code]!);
  return errorText(error);
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const mutedUntilText = (until: number) => MUTED_UNTIL(timeFormat.format(until));
