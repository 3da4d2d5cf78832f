/**
 * The host page's end of the game frame's calls (contract/provider/frame-messages.ts). A real provider's
 * client calls its own server; the simulated provider lives in the sim, which no outside page can reach, so
 * in sim mode this page relays each call to it through the QA handle (window.__harness.provider), standing for
 * the provider's own network. Only messages from the game's frame, on this build's origin and for its
 * session count; the answer goes back to that frame and origin only. Against the real API the call is
 * answered as unreachable.
 */
import {
  PROVIDER_REPLY_MESSAGE,
  isProviderCallMessage,
  type ProviderReplyMessage,
} from '@contract/provider/frame-messages';
import { PROVIDER_UNREACHABLE } from '@contract/provider/index';
import type { ProviderCallAnswer } from '@contract/index';
import { currentHarness } from '../sim-panel/harness';

/** Calls the simulated provider's server for a session (sim mode), or answers it unreachable. */
export async function callProviderServer(
  session: string,
  method: string,
  params: unknown,
): Promise<ProviderCallAnswer> {
  const harness = currentHarness();
  if (!harness) return { ok: false, error: PROVIDER_UNREACHABLE };
  try {
    return await harness.provider.call(session, method, params);
  } catch {
    return { ok: false, error: PROVIDER_UNREACHABLE };
  }
}

/**
 * Answers the calls of `frame` for `session` until the returned function is called; `afterCall` runs after
 * each answered call (the page refreshes what the call may have changed).
 */
export function relayFrameCalls(
  frame: HTMLIFrameElement,
  session: string,
  afterCall: (method: string) => void,
): () => void {
  async function onMessage(event: MessageEvent<unknown>) {
    const source = frame.contentWindow;
    if (!source || event.source !== source || event.origin !== window.location.origin) return;
    if (!isProviderCallMessage(event.data)) return;
    const { id, method, params } = event.data;
    const answer: ProviderCallAnswer =
      event.data.session === session
        ? await callProviderServer(session, method, params)
        : { ok: false, error: PROVIDER_UNREACHABLE };
    const reply: ProviderReplyMessage = { type: PROVIDER_REPLY_MESSAGE, id, answer };
    source.postMessage(reply, event.origin);
    afterCall(method);
  }
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
