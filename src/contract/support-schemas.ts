/** Request schema of the support chats' calls (support.ts): the sim validates with it (422 on bad input). */
import * as z from 'zod/mini';

const CHAT_ID_TEXT = 'The chat id is missing';
/** Longest chat id the calls and the SupportMessage whisper accept. */
export const SUPPORT_CHAT_ID_MAX = 64;

export const chatIdBodySchema = z.object({
  id: z
    .string(CHAT_ID_TEXT)
    .check(z.minLength(1, CHAT_ID_TEXT), z.maxLength(SUPPORT_CHAT_ID_MAX, CHAT_ID_TEXT)),
});
