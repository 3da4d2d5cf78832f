/**
 * Test doubles for the chat and profile UI: a fake transport behind the real api() and whisper() (so the 419
 * and two-factor guards stay real) whose realtime side lets a test deliver public events, message and profile
 * builders, store resets and render helpers with a memory router.
 */
import { vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import {
  ApiError,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  type ApiErrorBody,
  type ChatMessage,
  type ChatRealtimePayloads,
  type ChatUser,
  type Currency,
  type EmojiPack,
  type ProfileAnswer,
  type User,
  type VipLevel,
} from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import type { RealtimeHandler, Transport } from '../../../src/app/transport/types';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { useSession } from '../../../src/app/features/auth/session/session-store';
import { useBetOverview } from '../../../src/app/features/bets/bet-overview-store';
import { ChatPanel } from '../../../src/app/features/chat/ChatPanel';
import { useChat } from '../../../src/app/features/chat/room/chat-store';
import { useProfilePopup } from '../../../src/app/features/profile/profile-popup-store';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { useAppStore, usePreferences } from '../../../src/app/stores/app-store';
import { makeUser } from '../auth/fakes/user';

type Handler = (data: unknown) => unknown;

export const requestHandlers = new Map<string, Handler>();
export const whisperHandlers = new Map<string, Handler>();
const listeners = new Map<string, Set<RealtimeHandler>>();

export const transport = {
  kind: 'sim' as const,
  request: vi.fn(async (method: string, path: string, body?: unknown): Promise<never> => {
    const handler = requestHandlers.get(`${method} ${path}`);
    if (!handler) throw new Error(`No fake answer for ${method} ${path}`);
    return handler(body) as never;
  }),
  whisper: vi.fn(async (event: string, data: unknown): Promise<never> => {
    const handler = whisperHandlers.get(event);
    if (!handler) throw new Error(`No fake answer for whisper ${event}`);
    return handler(data) as never;
  }),
  setToken: vi.fn(),
  realtime: {
    listen: vi.fn((channel: string, event: string, handler: RealtimeHandler) => {
      const key = `${channel} ${event}`;
      if (!listeners.has(key)) listeners.set(key, new Set());
      listeners.get(key)!.add(handler);
      return () => listeners.get(key)?.delete(handler);
    }),
    leave: vi.fn(),
    state: () => 'connected' as const,
    onStateChange: () => () => undefined,
    reconnect: vi.fn(),
    disconnect: vi.fn(),
  },
} satisfies Transport;

/** Delivers a public-channel event to every handler bound to it. */
export function emit<E extends keyof ChatRealtimePayloads>(event: E, payload: ChatRealtimePayloads[E]): void {
  act(() => {
    for (const handler of listeners.get(`${PUBLIC_CHANNEL} ${PUBLIC_EVENTS[event]}`) ?? []) handler(payload);
  });
}

export const listenerCount = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);

/** The bodies of every call of one route, in order. */
export const bodiesOf = (route: string) =>
  transport.request.mock.calls
    .filter(([method, path]) => `${method} ${path}` === route)
    .map(([, , body]) => body);

export const whispersOf = (event: string) =>
  transport.whisper.mock.calls.filter(([called]) => called === event).map(([, data]) => data);

export const apiError = (status: number, body: ApiErrorBody) => new ApiError(status, body);

/** Makes a route fail once with this error. */
export function failWith(route: string, error: ApiError): void {
  requestHandlers.set(route, () => {
    throw error;
  });
}

export const EMOJI_PACKS: EmojiPack[] = [
  {
    _id: 'smileys',
    metadata: { name: 'Smileys' },
    files: [
      { id: 'grin', path: '/chat/emoji/smileys/grin.svg' },
      { id: 'wink', path: '/chat/emoji/smileys/wink.svg' },
    ],
  },
];

export function chatUser(patch: Partial<ChatUser> = {}): ChatUser {
  return { _id: 'u2', name: 'bob', avatar: '', access: [], ...patch };
}

let sequence = 0;

/** A player's message in casino_en; `text` is a shortcut for data.text. */
export function chatMessage(patch: Partial<ChatMessage> & { text?: string } = {}): ChatMessage {
  const { text = 'hello', ...rest } = patch;
  sequence += 1;
  return {
    _id: `m${sequence}`,
    type: 'message',
    user: chatUser(),
    vipLevel: 0,
    data: { text },
    created_at: '2026-05-01T10:00:00Z',
    channel: 'casino_en',
    ...rest,
  };
}

export function profileAnswer(
  user: Partial<ProfileAnswer['user']> = {},
  patch: Partial<Omit<ProfileAnswer, 'user'>> = {},
): ProfileAnswer {
  return {
    user: {
      _id: 'u2',
      name: 'bob',
      avatar: '',
      created_at: '2024-03-05T12:00:00Z',
      vipLevel: 1,
      private_bets: false,
      access: [],
      ...user,
    },
    wagered: 1234.5,
    games: 321,
    bets: [],
    ...patch,
  };
}

export const VIP_LEVELS: VipLevel[] = [0, 1, 2, 3].map((level) => ({
  level,
  name: `Level ${level}`,
  withdrawFee: 1,
  depositRequirement: level * 100,
  wagerRequirement: level * 1000,
  bonusWheelMaxReward: level,
}));

function currency(id: string, decimals: number): Currency {
  return {
    id,
    name: id.toUpperCase(),
    icon: '',
    style: { color: '#fff' },
    decimals,
    chains: [],
    balance: { real: 10, demo: 0 },
    price: 1,
    priceEur: 1,
    walletId: null,
  };
}

export interface ResetOptions {
  /** null for a guest. */
  user?: Partial<User> | null;
  rulesAccepted?: boolean;
}

/** Fresh stores and transport: by default a signed-in player (u1, alice) who accepted the rules. */
export function resetChat({ user = {}, rulesAccepted = true }: ResetOptions = {}): User | null {
  setTransport(transport);
  transport.request.mockClear();
  transport.whisper.mockClear();
  requestHandlers.clear();
  whisperHandlers.clear();
  listeners.clear();
  requestHandlers.set('POST /api/chat/history', () => []);
  requestHandlers.set('POST /api/chat/emoji/packs', () => EMOJI_PACKS);
  requestHandlers.set('POST /api/chat/stickers', () => []);
  requestHandlers.set('POST /api/vip', () => ({ levels: VIP_LEVELS, data: null }));
  useChat.getState().startCooldown(0);
  useChat.setState(useChat.getInitialState(), true);
  useProfilePopup.setState({ userId: null });
  useBetOverview.setState({ betId: null });
  useAuthModal.setState({ view: null });
  useWallet.setState({ currencies: [currency('btc', 8), currency('usdt', 2)], bonuses: [] });
  useAppStore.setState({ currency: 'btc', locale: 'en', channel: 'casino_en', vip: VIP_LEVELS });
  localStorage.clear();
  usePreferences.setState({ chatRulesAgreed: rulesAccepted });
  const signedIn = user === null ? null : makeUser(user);
  useSession.setState({
    user: signedIn,
    token: signedIn ? 'token-1' : null,
    status: signedIn ? 'signedIn' : 'guest',
  });
  return signedIn;
}

export const moderatorRoles = [{ id: 'chat_moderator' }];

/** Renders `element` on `path` in a memory router and lets the first calls settle. */
export async function renderAt(element: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

/** The chat panel as the wide layout shows it. */
export const renderChat = (path = '/') => renderAt(<ChatPanel narrow={false} />, path);

/** A promise the test settles by hand, to look at the page while a call is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
