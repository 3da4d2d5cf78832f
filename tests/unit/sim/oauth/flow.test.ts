/**
 * The OAuth authorisation server (contract/oauth.ts): a partner app's request with an exact redirect URI and
 * allowed scopes, the player's consent, the one-time code traded with its PKCE verifier, expiry and denial.
 */
import { describe, expect, it } from 'vitest';
import { HTTP } from '@contract/index';
import { OAUTH_ERRORS, OAUTH_RULES } from '@contract/oauth';
import { advance } from '../withdrawals/helpers';
import { login, register, startWorld } from '../world';
import { APP, decide, errorOf, pkcePair, start, startBody, started, token, view } from './helpers';

const refused = (reply: { status: number; body: unknown }, entry: { status: number; code: number }) => {
  expect(reply.status).toBe(entry.status);
  expect(errorOf(reply as never).code).toBe(entry.code);
};

describe('POST /oauth/requests', () => {
  it("answers the consent page's URL for a registered app, redirect URI and scopes", async () => {
    const world = await startWorld();
    const reply = await start(world);
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body.url).toBe(`/oauth/authorize/${reply.body.requestId}`);
    expect(reply.body.expiresAt).toBe(world.clock.now() + OAUTH_RULES.requestLifeMs);
  });

  it('matches the redirect URI exactly and refuses unknown apps, scopes and bad challenges', async () => {
    const world = await startWorld();
    const { db } = await world.sim.context();
    for (const redirect_uri of [
      'https://kingcast.example/auth/return/',
      'https://kingcast.example/auth/return?x=1',
      'https://kingcast.example/auth',
      'https://kingcast.example.evil.example/auth/return',
      'HTTPS://kingcast.example/auth/return',
    ])
      refused(await start(world, startBody({ redirect_uri })), OAUTH_ERRORS.redirectMismatch);
    refused(await start(world, startBody({ client_id: 'nobody' })), OAUTH_ERRORS.unknownClient);
    // Rakeboard may ask for the profile only; no app may ask for a scope that does not exist.
    const rakeboard = { client_id: 'rakeboard', redirect_uri: 'https://rakeboard.example/callback' };
    refused(
      await start(world, startBody({ ...rakeboard, scope: 'profile bets:read' })),
      OAUTH_ERRORS.invalidScope,
    );
    refused(await start(world, startBody({ scope: 'profile admin' })), OAUTH_ERRORS.invalidScope);
    expect((await start(world, startBody({ code_challenge_method: 'plain' }))).status).toBe(
      HTTP.unprocessable,
    );
    expect((await start(world, startBody({ code_challenge: 'short' }))).status).toBe(HTTP.unprocessable);
    expect(await db.oauthRequests.count()).toBe(0);
  });
});

describe('the consent and the code', () => {
  it('shows the request to a signed-in player, approves it and trades the code once for a token', async () => {
    const world = await startWorld();
    const player = await login(world, 'player', 'player123');
    const requestId = await started(world, startBody({ scope: 'profile profile balance:read' }));

    expect((await view(world, requestId, null)).status).toBe(HTTP.unauthorized);
    const shown = await view(world, requestId, player);
    expect(shown.status).toBe(HTTP.ok);
    expect(shown.body.client).toMatchObject({ client_id: 'kingcast', name: 'KingCast' });
    expect(shown.body.scopes).toEqual(['profile', 'balance:read']);
    expect(shown.body.redirect_uri).toBe(APP.redirect_uri);

    const approved = await decide(world, requestId, player, 'approve');
    expect(approved.status).toBe(HTTP.ok);
    const code = approved.body.code!;
    expect(approved.body.redirect).toBe(`${APP.redirect_uri}?code=${code}&state=xyz-123`);
    refused(await decide(world, requestId, player, 'deny'), OAUTH_ERRORS.usedRequest);
    refused(await view(world, requestId, player), OAUTH_ERRORS.usedRequest);

    // A wrong verifier, another redirect URI or another app does not use the code up.
    refused(
      await token(world, code, { code_verifier: pkcePair('w'.repeat(43)).verifier }),
      OAUTH_ERRORS.invalidGrant,
    );
    refused(
      await token(world, code, { redirect_uri: 'http://localhost:7300/auth/return' }),
      OAUTH_ERRORS.invalidGrant,
    );
    refused(await token(world, code, { client_id: 'statsfolio' }), OAUTH_ERRORS.invalidGrant);
    const granted = await token(world, code);
    expect(granted.status).toBe(HTTP.ok);
    expect(granted.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'profile balance:read',
    });

    // A second exchange fails and revokes the token the first one gave.
    refused(await token(world, code), OAUTH_ERRORS.invalidGrant);
    const { db } = await world.sim.context();
    const [stored] = await db.oauthTokens.toArray();
    expect(stored!.revokedAt).toBe(world.clock.now());
    // Only hashes are stored.
    expect(JSON.stringify(await db.oauthCodes.toArray())).not.toContain(code);
    expect(stored!.tokenHash).not.toBe(granted.body.access_token);
  });

  it('lets a code live 60 s and a request 10 min', async () => {
    const world = await startWorld();
    const player = await register(world);
    const first = await started(world);
    const { code } = (await decide(world, first, player, 'approve')).body;
    await advance(world, OAUTH_RULES.codeLifeMs);
    refused(await token(world, code!), OAUTH_ERRORS.invalidGrant);

    const second = await started(world);
    await advance(world, OAUTH_RULES.requestLifeMs - 1);
    expect((await view(world, second, player)).status).toBe(HTTP.ok);
    await advance(world, 1);
    refused(await view(world, second, player), OAUTH_ERRORS.expiredRequest);
    refused(await decide(world, second, player, 'approve'), OAUTH_ERRORS.expiredRequest);
    refused(await view(world, 'no-such-request', player), OAUTH_ERRORS.unknownRequest);
  });

  it('sends a denial back with access_denied and the state, and issues no code', async () => {
    const world = await startWorld();
    const player = await register(world);
    const requestId = await started(world, startBody({ state: 'a b&c' }));
    const denied = await decide(world, requestId, player, 'deny');
    expect(denied.status).toBe(HTTP.ok);
    expect(denied.body).toEqual({
      redirect: `${APP.redirect_uri}?error=access_denied&state=a+b%26c`,
      code: null,
      state: 'a b&c',
    });
    const { db } = await world.sim.context();
    expect(await db.oauthCodes.count()).toBe(0);
    expect(await db.oauthGrants.count()).toBe(0);
  });
});

describe('the grants', () => {
  it('lists the apps a player let in and revokes one with its tokens', async () => {
    const world = await startWorld();
    const player = await register(world);
    const grants = () =>
      world.call<Array<{ client: { client_id: string }; scopes: string[] }>>(
        'GET',
        '/api/oauth/grants',
        undefined,
        player.token,
      );
    expect((await grants()).body).toEqual([]);
    const { code } = (await decide(world, await started(world), player, 'approve')).body;
    await token(world, code!);
    const more = startBody({ scope: 'bets:read' });
    await decide(world, await started(world, more), player, 'approve');
    expect((await grants()).body.map((grant) => [grant.client.client_id, grant.scopes])).toEqual([
      ['kingcast', ['profile', 'balance:read', 'bets:read']],
    ]);

    const revoke = (client_id: string) =>
      world.call('POST', '/api/oauth/grants/revoke', { client_id }, player.token);
    expect((await revoke('kingcast')).status).toBe(HTTP.ok);
    expect((await grants()).body).toEqual([]);
    const { db } = await world.sim.context();
    expect((await db.oauthTokens.toArray()).every((entry) => entry.revokedAt !== null)).toBe(true);
    refused(await revoke('kingcast'), OAUTH_ERRORS.unknownGrant);
  });
});
