/**
 * Request schemas of the chat's calls (chat.ts): the sim validates with them (422 with per-field texts); the
 * chat sends are whispers with the catalogue's codes instead (code 1 for the text's length).
 */
import * as z from 'zod/mini';
import { CHAT_CHANNEL_PATTERN, CHAT_LIMITS, CHAT_MESSAGES, MUTE_MINUTES } from './chat';

const ID_TEXT = 'The id is missing';
const NAME_TEXT = 'The name is missing';
const MAX_ID = 64;
/** Logins are at most 24 characters; a little room for what people type after /user. */
const MAX_NAME = 64;

const channelSchema = z
  .string(CHAT_MESSAGES.unknownChannel)
  .check(z.regex(CHAT_CHANNEL_PATTERN, CHAT_MESSAGES.unknownChannel));
/** A trimmed text of 1 to `max` characters, with one text for every way it is wrong. */
const trimmedText = (max: number, text: string) =>
  z.string(text).check(z.trim(), z.minLength(1, text), z.maxLength(max, text));
const idSchema = trimmedText(MAX_ID, ID_TEXT);
const nameSchema = trimmedText(MAX_NAME, NAME_TEXT);
/** A bet's number. */
const betNumber = () => z.number().check(z.int(), z.nonnegative());

export const channelBodySchema = z.object({ channel: channelSchema });
export const idBodySchema = z.object({ id: idSchema });
export const nameBodySchema = z.object({ name: nameSchema });
/** /bet takes a bet's id or its number. */
export const gameFindBodySchema = z.object({ id: z.union([idSchema, betNumber()]) });
export const linkGameBodySchema = z.object({
  id: z.union([idSchema, betNumber()]),
  channel: channelSchema,
});

const MINUTES_TEXT = `The minutes must be one of ${MUTE_MINUTES.join(', ')}`;
export const muteBodySchema = z.object({
  id: idSchema,
  minutes: z
    .number(MINUTES_TEXT)
    .check(z.refine((minutes) => (MUTE_MINUTES as readonly number[]).includes(minutes), MINUTES_TEXT)),
});

const QUESTION_TEXT = `The question must be 1 to ${CHAT_LIMITS.maxLength} characters`;
const ANSWER_TEXT = 'The answer must be 1 to 100 characters';
export const quizBodySchema = z.object({
  question: trimmedText(CHAT_LIMITS.maxLength, QUESTION_TEXT),
  answer: trimmedText(100, ANSWER_TEXT),
  channel: z.optional(channelSchema),
});

const PAGE_TEXT = `limit must be 1 to ${CHAT_LIMITS.stickerPageSize} and skip 0 or more`;
export const stickersBodySchema = z.object({
  q: z.nullable(z.optional(z.string().check(z.maxLength(100)))),
  limit: z._default(
    z
      .number(PAGE_TEXT)
      .check(z.int(PAGE_TEXT), z.minimum(1, PAGE_TEXT), z.maximum(CHAT_LIMITS.stickerPageSize, PAGE_TEXT)),
    CHAT_LIMITS.stickerPageSize,
  ),
  skip: z._default(z.number(PAGE_TEXT).check(z.int(PAGE_TEXT), z.minimum(0, PAGE_TEXT)), 0),
});
