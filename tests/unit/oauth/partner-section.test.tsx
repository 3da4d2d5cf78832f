// @vitest-environment jsdom
/** The demo panel's "Partner app sign-in": it starts a request as the chosen app would and opens its page. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setTransport } from '../../../src/app/api/api';
import { PartnerAppSection } from '../../../src/app/features/sim-panel/sections/PartnerAppSection';
import { startedHere } from '../../../src/app/features/oauth/partner-app';
import { renderAt } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();

beforeEach(() => {
  setTransport(fake.transport);
  fake.reset();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('Partner app sign-in', () => {
  it("starts the chosen app's request with its redirect URI, scopes and an S256 challenge, then opens the page", async () => {
    let sent: Record<string, string> = {};
    fake.requestHandlers.set('POST /oauth/requests', (body) => {
      sent = body as Record<string, string>;
      return { requestId: 'req-9', url: '/oauth/authorize/req-9', expiresAt: 1 };
    });
    let closed = false;
    const { router } = await renderAt(<PartnerAppSection close={() => (closed = true)} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Partner app' }), {
      target: { value: 'rakeboard' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start sign-in' })));
    // The challenge's digest (WebCrypto) and the call settle over a few turns.
    await waitFor(() => expect(router.state.location.pathname).toBe('/oauth/authorize/req-9'));
    expect(sent).toMatchObject({
      client_id: 'rakeboard',
      redirect_uri: 'https://rakeboard.example/callback',
      response_type: 'code',
      scope: 'profile',
      code_challenge_method: 'S256',
    });
    expect(sent.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(closed).toBe(true);
    expect(startedHere('req-9')).toBe(true);
  });
});
