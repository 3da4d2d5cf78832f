// @vitest-environment jsdom
/**
 * The consent page (/oauth/authorize/{requestId}): the app, the player and the scopes in plain words; approve
 * shows the way back with the code (sim mode), deny the access_denied link; closed requests say why.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@contract/index';
import { OAUTH_ERRORS, OAUTH_SCOPES, type OAuthRequestView } from '@contract/oauth';
import { setTransport } from '../../../src/app/api/api';
import { OAuthAuthorizePage } from '../../../src/app/features/oauth/OAuthAuthorizePage';
import { closedReason } from '../../../src/app/features/oauth/use-oauth-request';
import type { HarnessHandle } from '../../../src/app/transport';
import { makeUser } from '../auth/fakes/user';
import { renderRoutes, setSession, signOut } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
const NOW = Date.UTC(2026, 4, 10, 12, 0);
const PATH = '/api/oauth/request/req-1';

const request: OAuthRequestView = {
  requestId: 'req-1',
  client: {
    client_id: 'kingcast',
    name: 'KingCast',
    logo: '/images/oauth/kingcast.svg',
    homepage: 'https://kingcast.example',
    description: 'Stream overlay.',
  },
  scopes: ['profile', 'balance:read'],
  redirect_uri: 'https://kingcast.example/auth/return',
  expiresAt: NOW + 9 * 60_000 + 30_000,
};

const refusal = (entry: { status: number; code: number; message: string }) =>
  new ApiError(entry.status, { code: entry.code, message: entry.message });

const open = () =>
  renderRoutes(
    [{ path: '/oauth/authorize/:requestId', element: <OAuthAuthorizePage /> }],
    '/oauth/authorize/req-1',
  );

beforeEach(() => {
  // A simulated world (it has a QA handle): the page shows the way back instead of following it.
  window.__harness = { transport: 'sim' } as unknown as HarnessHandle;
  setTransport(fake.transport);
  fake.reset();
  fake.setServerTime(NOW);
  setSession(makeUser({ name: 'alice' }));
});
afterEach(() => {
  cleanup();
  signOut();
  delete window.__harness;
});

describe('the consent page', () => {
  it('shows the app, the player, the scopes in plain words and when it expires', async () => {
    fake.requestHandlers.set(`GET ${PATH}`, () => request);
    await open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'KingCast wants to access your BetKings account',
    );
    expect(screen.getByText('alice')).toBeTruthy();
    for (const scope of request.scopes) expect(screen.getByText(OAUTH_SCOPES[scope])).toBeTruthy();
    expect(screen.queryByText(OAUTH_SCOPES['bets:read'])).toBeNull();
    expect(screen.getByText('This request expires in 10 min.')).toBeTruthy();
  });

  it('approves and shows the way back with the code; the partner app was not started here', async () => {
    fake.requestHandlers.set(`GET ${PATH}`, () => request);
    const redirect = 'https://kingcast.example/auth/return?code=abc&state=s1';
    fake.requestHandlers.set(`POST ${PATH}/approve`, () => ({ redirect, code: 'abc', state: 's1' }));
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve' })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Access approvedReturning you to KingCast',
    );
    expect(screen.getByRole('link', { name: redirect }).getAttribute('href')).toBe(redirect);
    expect(screen.getByTestId('oauth-code').textContent).toBe('abc');
    expect(screen.queryByRole('button', { name: 'Exchange for an access token' })).toBeNull();
  });

  it('denies with the access_denied link and no code', async () => {
    fake.requestHandlers.set(`GET ${PATH}`, () => request);
    const redirect = 'https://kingcast.example/auth/return?error=access_denied&state=s1';
    fake.requestHandlers.set(`POST ${PATH}/deny`, () => ({ redirect, code: null, state: 's1' }));
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deny' })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Access denied');
    expect(screen.getByRole('link', { name: redirect })).toBeTruthy();
    expect(screen.queryByTestId('oauth-code')).toBeNull();
  });

  it.each([
    [OAUTH_ERRORS.expiredRequest, 'Request expired'],
    [OAUTH_ERRORS.usedRequest, 'Request already answered'],
    [OAUTH_ERRORS.unknownRequest, 'Request not found'],
  ])('says why a closed request cannot be answered: $message', async (entry, title) => {
    fake.requestHandlers.set(`GET ${PATH}`, () => {
      throw refusal(entry);
    });
    await open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('alert').textContent).toBe(entry.message);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('closes when the request expired before the answer, and keeps it open on another failure', async () => {
    fake.requestHandlers.set(`GET ${PATH}`, () => request);
    let failure = refusal({ status: 500, code: 0, message: 'Internal server error' });
    fake.requestHandlers.set(`POST ${PATH}/approve`, () => {
      throw failure;
    });
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve' })));
    expect(screen.getByRole('alert').textContent).toBe('Internal server error');
    failure = refusal(OAUTH_ERRORS.expiredRequest);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve' })));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request expired');
  });
});

describe('closedReason', () => {
  it('names only the three closed refusals', () => {
    expect(closedReason(refusal(OAUTH_ERRORS.expiredRequest))).toBe('expired');
    expect(closedReason(refusal(OAUTH_ERRORS.invalidGrant))).toBeNull();
    expect(closedReason(new Error('x'))).toBeNull();
  });
});
