/**
 * One OpenAPI operation per contract route: its group's tag, summary, `{param}`s, body schema (the one the sim
 * validates with), 200 answer (the schema the client checks, when the contract has one), error answers and
 * security; extensions carry `x-extension: true`, the feature they serve and the Extensions tag.
 */
import { z } from 'zod';
import { ANSWER_SCHEMAS } from '@contract/answers';
import {
  isHandChecked,
  REQUEST_SCHEMAS,
  type BodyRoute,
  type RequestSchema,
} from '@contract/request-schemas';
import type { RouteEntry } from '@contract/route-list';
import {
  EXTENSION_ROUTES,
  isExtensionRoute,
  PUBLIC_ROUTES,
  splitRoute,
  type RouteKey,
} from '@contract/routes';
import { ROUTE_ERRORS } from './error-catalogues';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { errorAnswers } from './responses';

export const EXTENSIONS_TAG = 'Extensions';

/** 'POST /api/user/2fa_validate' -> ['Post', 'Api', 'User', '2fa', 'Validate']. */
const words = (route: RouteKey) =>
  route
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));

export const operationId = (route: RouteKey) => {
  const [first = '', ...rest] = words(route);
  return first.toLowerCase() + rest.join('');
};

/** The components.schemas name of a route's answer: 'POST /api/pvp/pool' -> 'PostApiPvpPoolAnswer'. */
export const answerSchemaName = (route: RouteKey) => `${words(route).join('')}Answer`;

/** components.schemas: every answer the contract has a schema for, by answerSchemaName. */
export function answerComponents(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(ANSWER_SCHEMAS).map(([route, schema]) => [
      answerSchemaName(route as RouteKey),
      jsonSchemaOf(schema as z.ZodType, 'output'),
    ]),
  );
}

const hasBody = (route: RouteKey): route is BodyRoute => Object.hasOwn(REQUEST_SCHEMAS, route);

function requestBody(schema: RequestSchema) {
  if (isHandChecked(schema)) {
    return {
      required: true,
      description: `Checked field by field by the server (its own codes and texts): ${schema.handChecked}.`,
      content: { 'application/json': { schema: { type: 'object' } } },
    };
  }
  return {
    // A body schema that accepts nothing at all (withdraw history) makes the body optional.
    required: !z.safeParse(schema, undefined).success,
    content: { 'application/json': { schema: jsonSchemaOf(schema, 'input') } },
  };
}

function okAnswer(route: RouteKey) {
  const schema = ANSWER_SCHEMAS[route]
    ? { $ref: `#/components/schemas/${answerSchemaName(route)}` }
    : {
        description: `Any JSON: the contract types this answer (RouteAnswer<'${route}'>) but has no schema for it yet.`,
      };
  return { description: 'OK', content: { 'application/json': { schema } } };
}

const XSRF = { xsrfHeader: [], xsrfCookie: [] };

/** Who may call: a bearer token unless public; state-changing calls also carry the Sanctum XSRF pair. */
function security(route: RouteKey, method: string) {
  const xsrf = method === 'POST' ? XSRF : {};
  const signedIn = { bearerAuth: [], ...xsrf };
  return PUBLIC_ROUTES.has(route) ? [xsrf, signedIn] : [signedIn];
}

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

export function operationOf({ key, group, summary }: RouteEntry) {
  const { method, path } = splitRoute(key);
  const body = hasBody(key) ? REQUEST_SCHEMAS[key] : undefined;
  const extension = isExtensionRoute(key) ? EXTENSION_ROUTES[key] : undefined;
  const parameters = pathParameters(path);
  const operation = {
    operationId: operationId(key),
    summary,
    tags: extension ? [group, EXTENSIONS_TAG] : [group],
    ...(extension && {
      description: `Extension: the spec names no such call; the harness needs it for "${extension.feature}". A server without it answers 404 and the client hides the feature.`,
      'x-extension': true,
      'x-extension-feature': extension.feature,
    }),
    ...(PUBLIC_ROUTES.has(key) && { 'x-public': true }),
    ...(parameters.length > 0 && { parameters }),
    ...(body && { requestBody: requestBody(body) }),
    security: security(key, method),
    responses: {
      200: okAnswer(key),
      ...errorAnswers({ route: key, validated: body !== undefined, catalogue: ROUTE_ERRORS[key] }),
    },
  };
  return { method: method.toLowerCase(), path, operation };
}
