/**
 * `POST /api/whisper` {event, data}: the generic game call (platform.md §7), the path HttpTransport sends every
 * whisper on. Its events are the contract's WhisperMap (route-list.ts WHISPER_EVENTS); their payloads are
 * checked by the games', chat's and support's own rules, with the spec's play and whisper codes.
 */
import { WHISPER_EVENTS } from '@contract/route-list';
import { WHISPER_ERRORS } from './error-catalogues';
import { catalogueResponse } from './responses';

export const WHISPER_PATH = '/api/whisper';
export const WHISPER_TAG = 'Whisper';

const eventNames = Object.keys(WHISPER_EVENTS).sort();

const eventVariant = (event: string) => ({
  title: event,
  type: 'object',
  description: WHISPER_EVENTS[event as keyof typeof WHISPER_EVENTS],
  required: ['event'],
  properties: { event: { const: event }, data: { type: 'object' } },
});

export function whisperOperation() {
  return {
    operationId: 'postApiWhisper',
    summary: 'A game call: Play, Turn, Finish, RestoreData, GameData, Info, and the chat and support sends',
    description: [
      "The answer is the event's answer in the contract's WhisperMap (games.ts). A guest may call without a token (demo play, Info); a token that is sent must be a live, signed-in session.",
      '',
      ...eventNames.map((event) => `- **${event}**: ${WHISPER_EVENTS[event as keyof typeof WHISPER_EVENTS]}`),
    ].join('\n'),
    tags: [WHISPER_TAG],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['event'],
            properties: { event: { type: 'string', enum: eventNames }, data: { type: 'object' } },
            oneOf: eventNames.map(eventVariant),
          },
        },
      },
    },
    security: [
      { xsrfHeader: [], xsrfCookie: [] },
      { bearerAuth: [], xsrfHeader: [], xsrfCookie: [] },
    ],
    responses: {
      200: { description: "The event's answer", content: { 'application/json': { schema: {} } } },
      '4XX': catalogueResponse(WHISPER_ERRORS),
      401: { $ref: '#/components/responses/Unauthorized' },
      403: { $ref: '#/components/responses/TwoFactorRequired' },
      419: { $ref: '#/components/responses/SessionExpired' },
      429: { $ref: '#/components/responses/TooManyRequests' },
      500: { $ref: '#/components/responses/ServerError' },
    },
  };
}
