/**
 * The game frame's messages to the page that embeds it, and the page's replies (postMessage): a call of the
 * provider's server API with a request id, answered with that id. In sim mode the page relays the call to the
 * simulated provider; a real provider's client would call its own server instead.
 */
import type { ProviderCallAnswer } from '../sim-api';

export const PROVIDER_CALL_MESSAGE = 'game-provider:call';
export const PROVIDER_REPLY_MESSAGE = 'game-provider:reply';

export interface ProviderCallMessage {
  type: typeof PROVIDER_CALL_MESSAGE;
  id: number;
  /** The frame's session token (its URL's `session`). */
  session: string;
  method: string;
  params: unknown;
}

export interface ProviderReplyMessage {
  type: typeof PROVIDER_REPLY_MESSAGE;
  id: number;
  answer: ProviderCallAnswer;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const isProviderCallMessage = (data: unknown): data is ProviderCallMessage =>
  isRecord(data) &&
  data.type === PROVIDER_CALL_MESSAGE &&
  typeof data.id === 'number' &&
  typeof data.session === 'string' &&
  typeof data.method === 'string';

export const isProviderReplyMessage = (data: unknown): data is ProviderReplyMessage =>
  isRecord(data) &&
  data.type === PROVIDER_REPLY_MESSAGE &&
  typeof data.id === 'number' &&
  isRecord(data.answer);
