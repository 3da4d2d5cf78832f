/**
 * The sportsbook's end of its link to the operator's page (contract/sportsbook-frame.ts). A real sportsbook
 * would call its own servers; this one, a page of the harness standing for it, asks the embedding page, which
 * relays to the sports world with the player's session. Messages go to the embedding page's origin only (never
 * '*'), and only that window on that origin is listened to.
 */
import {
  SPORTSBOOK_MESSAGES,
  isSportsbookHostMessage,
  type SportsbookCallAnswer,
  type SportsbookCallError,
  type SportsbookFrameMessage,
  type SportsbookHostMessage,
  type SportsbookRoute,
} from '@contract/sportsbook-frame';
import type { SportsRouteMap } from '@contract/sports-routes';

/** A refused call: the server's (or the relay's) code and text. */
export class SportsbookError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(error: SportsbookCallError) {
    super(error.message);
    this.name = 'SportsbookError';
    this.code = error.code;
    this.status = error.status;
  }
}

/** How long a call waits for the page's answer. */
const CALL_TIMEOUT_MS = 15_000;
const UNREACHABLE: SportsbookCallError = { status: 0, code: 0, message: 'The sportsbook is not reachable' };

/** The embedding page's origin: the referrer's (the operator's page that loaded the frame), else our own. */
function parentOrigin(): string {
  try {
    return new URL(document.referrer).origin;
  } catch {
    return window.location.origin;
  }
}

const origin = parentOrigin();
const framed = () => window.parent !== window;
const pending = new Map<number, (answer: SportsbookCallAnswer) => void>();
let nextId = 1;

function send(message: SportsbookFrameMessage): void {
  if (framed()) window.parent.postMessage(message, origin);
}

/** Listens to the host; replies to calls are taken here, every other message goes to `onMessage`. */
export function connectHost(onMessage: (message: SportsbookHostMessage) => void): () => void {
  function listener(event: MessageEvent<unknown>) {
    if (event.source !== window.parent || event.origin !== origin) return;
    if (!isSportsbookHostMessage(event.data)) return;
    const message = event.data;
    if (message.type !== SPORTSBOOK_MESSAGES.reply) return onMessage(message);
    pending.get(message.id)?.(message.answer);
    pending.delete(message.id);
  }
  window.addEventListener('message', listener);
  send({ type: SPORTSBOOK_MESSAGES.ready });
  return () => window.removeEventListener('message', listener);
}

export const reportLocation = (path: string) => send({ type: SPORTSBOOK_MESSAGES.location, path });
export const askSignIn = () => send({ type: SPORTSBOOK_MESSAGES.signIn });

function ask(route: SportsbookRoute, body: unknown): Promise<SportsbookCallAnswer> {
  if (!framed()) return Promise.resolve({ ok: false, error: UNREACHABLE });
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      pending.delete(id);
      resolve({ ok: false, error: UNREACHABLE });
    }, CALL_TIMEOUT_MS);
    pending.set(id, (answer) => {
      window.clearTimeout(timer);
      resolve(answer);
    });
    send({ type: SPORTSBOOK_MESSAGES.call, id, route, body });
  });
}

type Body<R extends SportsbookRoute> = SportsRouteMap[R]['body'];
type Answer<R extends SportsbookRoute> = SportsRouteMap[R]['answer'];

/** One call of the sports world through the host; a refusal throws SportsbookError. */
export async function call<R extends SportsbookRoute>(
  route: R,
  ...body: Body<R> extends void ? [] : [Body<R>]
): Promise<Answer<R>> {
  const answer = await ask(route, body[0]);
  if (!answer.ok) throw new SportsbookError(answer.error);
  return answer.answer as Answer<R>;
}
