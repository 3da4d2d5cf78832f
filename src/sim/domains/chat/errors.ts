/**
 * How the chat domain refuses (community.md §5, §8; platform.md §5 "Tip and rain"). A chat send answers the
 * catalogue's codes: 1 length (400), 2 muted (403), 3 slow mode (429, a code of ours). Look-ups answer 404 with
 * the catalogue's keys; tips and rains answer 422 with the texts per field, as the other forms do.
 */
import { CHAT_CODES, CHAT_MESSAGES, CODES, HTTP, MESSAGES } from '@contract/index';
import { HttpError } from '../../services/http-error';

type SendRefusal = keyof typeof CHAT_CODES;

const SEND_STATUS: Record<SendRefusal, number> = {
  length: HTTP.badRequest,
  muted: HTTP.forbidden,
  slowMode: HTTP.tooManyRequests,
};

export const chatError = (refusal: SendRefusal) =>
  new HttpError(SEND_STATUS[refusal], CHAT_CODES[refusal], CHAT_MESSAGES[refusal]);

export const unauthenticated = () =>
  new HttpError(HTTP.unauthorized, CODES.unauthenticated, MESSAGES.unauthenticated);

export const notModerator = () => new HttpError(HTTP.forbidden, CODES.generic, CHAT_MESSAGES.notModerator);

/** A moderation action on staff of the same or a higher role rank. */
export const outranked = () => new HttpError(HTTP.forbidden, CODES.generic, MESSAGES.outranked);

export const notFound = (message: string) => new HttpError(HTTP.notFound, CODES.notFound, message);

/** A 422 with one text per field; the answer's message is the first of them. */
export function fieldsError(errors: Record<string, string>): HttpError {
  const entries = Object.entries(errors);
  return new HttpError(
    HTTP.unprocessable,
    CODES.validation,
    entries[0]?.[1] ?? MESSAGES.malformedBody,
    Object.fromEntries(entries.map(([field, text]) => [field, [text]])),
  );
}

export const unknownChannel = () => fieldsError({ channel: CHAT_MESSAGES.unknownChannel });
