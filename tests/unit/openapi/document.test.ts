import { validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, PROMO_ERRORS, PUBLIC_EVENTS, PUBLIC_CHANNEL, USER_EVENTS } from '@contract/index';
import { ROUTE_KEYS, ROUTE_LIST, WHISPER_EVENTS } from '@contract/route-list';
import { EXTENSION_ROUTES, splitRoute, type RouteKey } from '@contract/routes';
import { buildApiDocument } from '../../../src/server/openapi/document';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let document: Json;
beforeAll(() => {
  document = buildApiDocument();
});

const operation = (route: RouteKey): Json => {
  const { method, path } = splitRoute(route);
  return document.paths[path]?.[method.toLowerCase()];
};

/** Follows a local `#/...` reference. */
const resolveRef = (ref: string): Json =>
  ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => node?.[key], document);

describe('the API document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every route of the contract once, with its method, and the whisper call', () => {
    expect(new Set(ROUTE_KEYS).size).toBe(ROUTE_LIST.length);
    for (const route of ROUTE_KEYS) expect(operation(route), route).toBeDefined();
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item as Json));
    expect(operations).toHaveLength(ROUTE_KEYS.length + 1);
    expect(
      document.paths['/api/whisper'].post.requestBody.content['application/json'].schema.properties.event
        .enum,
    ).toEqual(Object.keys(WHISPER_EVENTS).sort());
  });

  it('marks every extension, and only those', () => {
    for (const route of ROUTE_KEYS) {
      const extension = Object.hasOwn(EXTENSION_ROUTES, route);
      expect(operation(route)['x-extension'] === true, route).toBe(extension);
      expect(operation(route).tags.includes('Extensions'), route).toBe(extension);
    }
    expect(operation('POST /api/bets')['x-extension-feature']).toBe('Bet history');
  });

  it('describes the register body with the schema the sim validates, and its limits', () => {
    const body = operation('POST /auth/register').requestBody;
    const schema = body.content['application/json'].schema;
    expect(body.required).toBe(true);
    expect(schema.required).toEqual(['email', 'name', 'password']);
    expect(schema.properties.name.pattern).toBe(`^[A-Za-z0-9_.-]{${LIMITS.loginMin},${LIMITS.loginMax}}$`);
    expect(schema.properties.password.minLength).toBe(LIMITS.passwordMin);
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['captcha', 'fingerprint', 'inviteCode']),
    );
    // Fields with a default are optional for the caller.
    const bets = operation('POST /api/bets').requestBody.content['application/json'].schema;
    expect(bets.required).toEqual(['scope']);
  });

  it('answers with the schema the client checks, and a described fallback where the contract has none', () => {
    const ok = operation('POST /auth/login').responses['200'].content['application/json'].schema;
    const answer = resolveRef(ok.$ref);
    expect(answer.required).toEqual(['user']);
    expect(answer.properties.user.required).toEqual(
      expect.arrayContaining(['_id', 'token', 'email_verified']),
    );
    const untyped = operation('POST /api/user/seeds').responses['200'].content['application/json'].schema;
    expect(untyped.description).toContain("RouteAnswer<'POST /api/user/seeds'>");
  });

  it('gives the error envelope, the statuses of the wire and the catalogues of the routes that answer them', () => {
    expect(document.components.schemas.ErrorEnvelope.required).toEqual(['code', 'message']);
    const login = operation('POST /auth/login').responses;
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['4XX', '419', '422', '429', '500']));
    expect(login['401']).toBeUndefined();
    const withdraw = operation('POST /api/wallet/withdraw').responses;
    expect(withdraw['401'].$ref).toBe('#/components/responses/Unauthorized');
    expect(resolveRef(withdraw['403'].$ref).content['application/json'].example.code).toBe(-1024);
    const promo = Object.values(
      operation('POST /api/promocode/activate').responses['4XX'].content['application/json'].examples,
    );
    expect(promo).toContainEqual({ summary: PROMO_ERRORS[8], value: { code: 8, message: PROMO_ERRORS[8] } });
    // The two-factor check itself is open to a session waiting for its code.
    expect(operation('POST /api/user/2fa_validate').responses['403']).toBeUndefined();
  });

  it('describes the realtime channels and events, with payload schemas that resolve', () => {
    const realtime = document['x-realtime'];
    expect(Object.keys(realtime.channels[PUBLIC_CHANNEL].events)).toEqual(
      expect.arrayContaining(Object.values(PUBLIC_EVENTS)),
    );
    const user = realtime.channels['private-App.User.{userId}'];
    expect(user.private).toBe(true);
    expect(Object.keys(user.events)).toEqual(expect.arrayContaining(Object.values(USER_EVENTS)));
    const payloads = Object.values(realtime.channels).flatMap((channel) =>
      Object.values((channel as Json).events as Json).flatMap((event) =>
        (event as Json).payload ? [event.payload.$ref] : [],
      ),
    );
    expect(payloads.length).toBeGreaterThan(5);
    for (const ref of payloads) expect(resolveRef(ref), ref).toBeTypeOf('object');
  });
});
