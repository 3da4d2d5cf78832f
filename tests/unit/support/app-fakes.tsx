/**
 * Test doubles for the support window: a fake transport behind the real api() and whisper() (so the 419 and
 * two-factor guards stay real) whose realtime side lets a test deliver events, chat builders, store resets
 * and a render helper with the window and a Live Support button.
 */
import { vi } from 'vitest';
import { act, render } from '@testing-library/react';
import {
  SUPPORT_BOT,
  SUPPORT_PERMISSION,
  SUPPORT_WELCOME,
  type SupportChat,
  type SupportMessage,
  type SupportUser,
  type User,
} from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import type { RealtimeHandler, Transport } from '../../../src/app/transport/types';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { useSession } from '../../../src/app/features/auth/session/session-store';
import { SupportWindow, openSupport } from '../../../src/app/features/support';
import { loadSupportPanel } from '../../../src/app/features/support/open-support';
import { useSupportData } from '../../../src/app/features/support/support-store';
import { useSupportWindow } from '../../../src/app/features/support/window-store';
import { useAppStore } from '../../../src/app/stores/app-store';
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
    leave: vi.fn((channel: string) => {
      for (const key of listeners.keys()) if (key.startsWith(`${channel} `)) listeners.delete(key);
    }),
    state: () => 'connected' as const,
    onStateChange: () => () => undefined,
    reconnect: vi.fn(),
    disconnect: vi.fn(),
  },
} satisfies Transport;

/** Delivers a realtime event to the handlers bound to it; false when none is. */
export function emit(channel: string, event: string, payload: unknown): boolean {
  const handlers = [...(listeners.get(`${channel} ${event}`) ?? [])];
  act(() => handlers.forEach((handler) => handler(payload)));
  return handlers.length > 0;
}

/** The bodies of the calls of one route, in order. */
export function requestsTo(path: string): unknown[] {
  return transport.request.mock.calls.filter(([, called]) => called === path).map(([, , body]) => body);
}

export const PLAYER = makeUser({ _id: 'p1', name: 'alice' });
export const STAFF = makeUser({
  _id: 's1',
  name: 'sam',
  permissions: [{ id: SUPPORT_PERMISSION, active: true }],
});
export const AGENT: SupportUser = { _id: 'agent', name: 'Support Agent', avatar: '' };
const author = ({ _id, name, avatar }: User | SupportUser): SupportUser => ({ _id, name, avatar });

/** `minute` minutes after 2024-05-01 12:00 UTC. */
export const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 12, minute)).toISOString();

export function message(user: User | SupportUser, text: string, minute: number): SupportMessage {
  return { message: text, user: author(user), created_at: at(minute) };
}

/** A chat of `owner`: the welcome at minute 0, then the messages; the owner has read up to `readMinute`. */
export function chat(
  id: string,
  owner: User,
  messages: SupportMessage[],
  readMinute: number | null = null,
  patch: Partial<SupportChat> = {},
): SupportChat {
  return {
    _id: id,
    user: author(owner),
    messages: [message(SUPPORT_BOT, SUPPORT_WELCOME, 0), ...messages],
    user_read: readMinute === null ? null : at(readMinute),
    support_read: null,
    closed: false,
    ...patch,
  };
}

/** Fresh stores and transport: `user` signed in, real mode, the window closed and its chunk loaded. */
export async function resetAll(user: User | null = PLAYER): Promise<void> {
  setTransport(transport);
  transport.request.mockClear();
  transport.whisper.mockClear();
  transport.realtime.listen.mockClear();
  requestHandlers.clear();
  whisperHandlers.clear();
  listeners.clear();
  requestHandlers.set('POST /api/user/supportChats', () => []);
  requestHandlers.set('POST /api/chat/moderate/support', () => []);
  useSession.setState({ user, token: user ? 'token-1' : null, status: user ? 'signedIn' : 'guest' });
  useAppStore.setState({ demo: false });
  useAuthModal.setState({ view: null });
  useSupportWindow.getState().close();
  useSupportData.getState().reset();
  await loadSupportPanel();
}

export function renderSupport() {
  return render(
    <>
      <button type="button" onClick={() => void openSupport()}>
        Live Support
      </button>
      <SupportWindow />
    </>,
  );
}

/** Opens the window as the sidebar entry does. */
export async function openWindow(): Promise<void> {
  await act(() => openSupport());
}
