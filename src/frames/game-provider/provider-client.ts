/**
 * The game client's calls to the provider's server, typed by the contract's ProviderMethodMap. A real
 * provider's client would call its own server; this one (a page of the harness standing for the provider) asks
 * the page that embeds it by postMessage, which relays to the simulated provider. Each call carries a request
 * id, goes to the embedding page's origin only (never '*'), and only replies from that page and origin count.
 */
import {
  GAME_PROVIDER_SESSION_PARAM,
  PROVIDER_UNREACHABLE,
  type ProviderError,
  type ProviderMethod,
  type ProviderParams,
  type ProviderResult,
} from '@contract/provider/index';
import {
  PROVIDER_CALL_MESSAGE,
  isProviderReplyMessage,
  type ProviderCallMessage,
} from '@contract/provider/frame-messages';
import type { ProviderCallAnswer } from '@contract/sim-api';

/** A refusal of the provider's server (INSUFFICIENT_FUNDS, a closed betting window, ...): show its message. */
export class ProviderCallError extends Error {
  readonly code: string;
  constructor(error: ProviderError) {
    super(error.message);
    this.name = 'ProviderCallError';
    this.code = error.code;
  }
}

export type ProviderCall = <M extends ProviderMethod>(
  method: M,
  params: ProviderParams<M>,
) => Promise<ProviderResult<M>>;

/** How long a call waits for the page's answer before it gives up. */
const CALL_TIMEOUT_MS = 15_000;

/** The embedding page's origin: the referrer's (the operator's page that loaded the frame), else our own. */
function parentOrigin(): string {
  try {
    return new URL(document.referrer).origin;
  } catch {
    return window.location.origin;
  }
}

export const sessionFromUrl = (): string | null =>
  new URLSearchParams(window.location.search).get(GAME_PROVIDER_SESSION_PARAM);

export function createProviderClient(session: string): ProviderCall {
  const origin = parentOrigin();
  const pending = new Map<number, (answer: ProviderCallAnswer) => void>();
  let nextId = 1;

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || event.origin !== origin) return;
    if (!isProviderReplyMessage(event.data)) return;
    pending.get(event.data.id)?.(event.data.answer);
    pending.delete(event.data.id);
  });

  function send(method: string, params: unknown): Promise<ProviderCallAnswer> {
    if (window.parent === window) return Promise.resolve({ ok: false, error: PROVIDER_UNREACHABLE });
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = window.setTimeout(() => {
        pending.delete(id);
        resolve({ ok: false, error: PROVIDER_UNREACHABLE });
      }, CALL_TIMEOUT_MS);
      pending.set(id, (answer) => {
        window.clearTimeout(timer);
        resolve(answer);
      });
      const message: ProviderCallMessage = { type: PROVIDER_CALL_MESSAGE, id, session, method, params };
      window.parent.postMessage(message, origin);
    });
  }

  return async (method, params) => {
    const answer = await send(method, params);
    if (!answer.ok) throw new ProviderCallError(answer.error);
    return answer.result as ProviderResult<typeof method>;
  };
}
