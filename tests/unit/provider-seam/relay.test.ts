// @vitest-environment jsdom
/**
 * The host page's relay of the game frame's calls: only the game's frame, on this origin and for its session,
 * is answered (with the request's id, to that frame and origin only); in sim mode through the provider handle,
 * otherwise as unreachable.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROVIDER_CALL_MESSAGE,
  PROVIDER_REPLY_MESSAGE,
  type ProviderCallMessage,
} from '@contract/provider/frame-messages';
import { PROVIDER_UNREACHABLE } from '@contract/provider/index';
import type { HarnessHandle } from '../../../src/app/transport';
import { relayFrameCalls } from '../../../src/app/features/provider-games/relay';

afterEach(() => {
  delete window.__harness;
  document.body.innerHTML = '';
});

function setUp() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
  const call = vi.fn(async () => ({ ok: true as const, result: { balance: 12.5 } }));
  window.__harness = { provider: { call } } as unknown as HarnessHandle;
  const afterCall = vi.fn();
  const stop = relayFrameCalls(frame, 'session-1', afterCall);
  return { frame, posted, call, afterCall, stop };
}

const message = (patch: Partial<ProviderCallMessage> = {}): ProviderCallMessage => ({
  type: PROVIDER_CALL_MESSAGE,
  id: 7,
  session: 'session-1',
  method: 'session.balance',
  params: undefined,
  ...patch,
});

async function receive(data: unknown, source: MessageEventSource | null, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('relayFrameCalls', () => {
  it("answers the game frame's call through the provider, with its id, to its origin only", async () => {
    const { frame, posted, call, afterCall } = setUp();
    await receive(message(), frame.contentWindow);
    expect(call).toHaveBeenCalledWith('session-1', 'session.balance', undefined);
    expect(posted).toHaveBeenCalledWith(
      { type: PROVIDER_REPLY_MESSAGE, id: 7, answer: { ok: true, result: { balance: 12.5 } } },
      window.location.origin,
    );
    expect(afterCall).toHaveBeenCalledWith('session.balance');
  });

  it('ignores other windows, other origins and other messages; refuses another session', async () => {
    const { frame, posted, call, stop } = setUp();
    await receive(message(), window);
    await receive(message(), frame.contentWindow, 'https://elsewhere.example');
    await receive({ type: 'something-else', id: 1 }, frame.contentWindow);
    expect(posted).not.toHaveBeenCalled();
    await receive(message({ session: 'someone-elses' }), frame.contentWindow);
    expect(call).not.toHaveBeenCalled();
    expect(posted).toHaveBeenCalledWith(
      { type: PROVIDER_REPLY_MESSAGE, id: 7, answer: { ok: false, error: PROVIDER_UNREACHABLE } },
      window.location.origin,
    );
    stop();
    await receive(message({ id: 8 }), frame.contentWindow);
    expect(call).not.toHaveBeenCalled();
  });

  it('answers unreachable against a real API (no sim handle)', async () => {
    const { frame, posted } = setUp();
    delete window.__harness;
    await receive(message(), frame.contentWindow);
    expect(posted).toHaveBeenCalledWith(
      { type: PROVIDER_REPLY_MESSAGE, id: 7, answer: { ok: false, error: PROVIDER_UNREACHABLE } },
      window.location.origin,
    );
  });
});
