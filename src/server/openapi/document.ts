/**
 * The OpenAPI 3.1 document of the contract: built from the contract's own lists and zod schemas at run time
 * (route-list.ts, request-schemas.ts, answers.ts, the error catalogues), so a change of a route or a schema
 * changes the document. The Node host serves it at /openapi.json; `npm run openapi` writes docs/openapi.json.
 */
import { ROUTE_LIST } from '@contract/route-list';
import { ERROR_ENVELOPE_SCHEMA, ERROR_RESPONSES } from './responses';
import { sortKeys } from './json-schema';
import { answerComponents, EXTENSIONS_TAG, operationOf } from './operations';
import { API_DESCRIPTION } from './prose';
import { realtimeSection } from './realtime';
import { WHISPER_PATH, WHISPER_TAG, whisperOperation } from './whisper';

export type OpenApiDocument = Record<string, unknown>;

function paths() {
  const items: Record<string, Record<string, unknown>> = {};
  for (const entry of ROUTE_LIST) {
    const { method, path, operation } = operationOf(entry);
    (items[path] ??= {})[method] = operation;
  }
  items[WHISPER_PATH] = { post: whisperOperation() };
  return items;
}

function tags() {
  const groups = [...new Set(ROUTE_LIST.map((entry) => entry.group))];
  return [
    ...groups.map((name) => ({ name })),
    { name: WHISPER_TAG, description: 'The generic game call and the chat and support sends.' },
    {
      name: EXTENSIONS_TAG,
      description:
        'Calls the spec does not name but the harness needs (x-extension: true). A real API must add them for their features; where one answers 404 the client hides the feature.',
    },
  ];
}

export function buildApiDocument(): OpenApiDocument {
  return sortKeys({
    openapi: '3.1.0',
    info: {
      title: 'Casino harness API',
      version: '1.0.0',
      description: API_DESCRIPTION,
    },
    servers: [{ url: '/', description: 'The host serving this document (npm run serve)' }],
    tags: tags(),
    paths: paths(),
    components: {
      schemas: { ErrorEnvelope: ERROR_ENVELOPE_SCHEMA, ...answerComponents() },
      responses: ERROR_RESPONSES,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token of the sign-in answers (user.token), as Authorization: Bearer.',
        },
        xsrfCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'XSRF-TOKEN',
          description: 'Set by GET /sanctum/csrf-cookie (Sanctum SPA flow).',
        },
        xsrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description: "The XSRF-TOKEN cookie's value, on every state-changing call (otherwise 419).",
        },
      },
    },
    'x-realtime': realtimeSection(),
  });
}

let cached: string | undefined;

/** The document as written to docs/openapi.json and served: two-space JSON, sorted keys, a final newline. */
export function apiDocumentJson(): string {
  cached ??= `${JSON.stringify(buildApiDocument(), null, 2)}\n`;
  return cached;
}
