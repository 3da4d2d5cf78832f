/**
 * The wire's error envelope `{code, message, errors?}` (contract/errors.ts ApiErrorBody) and the statuses it
 * comes with (ARCHITECTURE.md "Wire conventions"), as reusable OpenAPI components, and each call's error
 * answers: which statuses its admission, body and catalogue can produce.
 */
import {
  ATTEMPT_MESSAGES,
  CODES,
  HTTP,
  MESSAGES,
  PUBLIC_ROUTES,
  TWO_FACTOR_EXEMPT_ROUTES,
  VALIDATION_TEXTS,
  type RouteKey,
} from '@contract/index';
import type { ErrorEntry } from './error-catalogues';
import type { JsonSchema } from './json-schema';

const ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

export const ERROR_ENVELOPE_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'The body of every non-2xx answer, on every transport.',
  required: ['code', 'message'],
  properties: {
    code: { type: 'integer', description: "The catalogue's code (see each call), or the status's own." },
    message: { type: 'string', description: "The text to show: the spec's catalogue text where it has one." },
    errors: {
      type: 'object',
      description: "HTTP 422 only: the spec's exact texts per field.",
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

const envelopeResponse = (description: string, example: ErrorEntry & { errors?: object }) => ({
  description,
  content: { 'application/json': { schema: ENVELOPE_REF, example } },
});

/** components.responses: one per status the wire gives a fixed meaning. */
export const ERROR_RESPONSES = {
  Unauthorized: envelopeResponse('No token, or a token that is not a live session.', {
    code: CODES.unauthenticated,
    message: MESSAGES.unauthenticated,
  }),
  TwoFactorRequired: envelopeResponse(
    'The session waits for its two-factor code (code -1024): send it to POST /api/user/2fa_validate, then replay the call. Staff calls also answer 403 to a caller without the permission.',
    { code: CODES.twoFactorRequired, message: MESSAGES.twoFactorRequired },
  ),
  SessionExpired: envelopeResponse(
    'The session expired, or a state-changing call came without the X-XSRF-TOKEN header matching the XSRF-TOKEN cookie. The client reloads once.',
    { code: CODES.sessionExpired, message: MESSAGES.sessionExpired },
  ),
  ValidationFailed: envelopeResponse(
    "The body failed its schema: `errors` holds the spec's texts per field.",
    {
      code: CODES.validation,
      message: VALIDATION_TEXTS.invalidEmail,
      errors: { email: [VALIDATION_TEXTS.invalidEmail] },
    },
  ),
  TooManyRequests: envelopeResponse('Too many attempts or too fast: the message says when to try again.', {
    code: CODES.tooManyAttempts,
    message: ATTEMPT_MESSAGES.loginLocked(15),
  }),
  ServerError: envelopeResponse('A fault of the server (never a refusal of the input).', {
    code: CODES.generic,
    message: MESSAGES.internal,
  }),
};

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** Calls that count attempts or pace their caller (HTTP 429). */
const PACED_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'POST /auth/login',
  'POST /api/user/2fa_validate',
  'POST /api/profile/updateContactInfo',
]);

/** A call's refusals from its catalogue: listed in the description and given as examples. */
export function catalogueResponse(entries: readonly ErrorEntry[]) {
  const rows = entries.map((item) => `| ${item.code} | ${item.message || '(silent)'} |`);
  const examples = Object.fromEntries(
    entries.map((item, index) => [
      `code${item.code}_${index}`,
      { summary: item.message || `code ${item.code}`, value: item },
    ]),
  );
  return {
    description: [
      'Refused with a 4xx status and a code of its catalogue:',
      '',
      '| code | message |',
      '|---|---|',
      ...rows,
    ].join('\n'),
    content: { 'application/json': { schema: ENVELOPE_REF, examples } },
  };
}

export interface ErrorAnswersOf {
  route: RouteKey;
  validated: boolean;
  catalogue: readonly ErrorEntry[] | undefined;
}

/** The error answers one call can give. */
export function errorAnswers({ route, validated, catalogue }: ErrorAnswersOf): Record<string, unknown> {
  const isPublic = PUBLIC_ROUTES.has(route);
  const statePost = route.startsWith('POST ');
  const answers: Record<string, unknown> = {};
  if (catalogue?.length) answers['4XX'] = catalogueResponse(catalogue);
  if (!isPublic) answers[HTTP.unauthorized] = ref('Unauthorized');
  if (!isPublic && !TWO_FACTOR_EXEMPT_ROUTES.has(route)) answers[HTTP.forbidden] = ref('TwoFactorRequired');
  if (!isPublic || statePost) answers[HTTP.sessionExpired] = ref('SessionExpired');
  if (validated) answers[HTTP.unprocessable] = ref('ValidationFailed');
  if (PACED_ROUTES.has(route)) answers[HTTP.tooManyRequests] = ref('TooManyRequests');
  answers[HTTP.serverError] = ref('ServerError');
  return answers;
}
