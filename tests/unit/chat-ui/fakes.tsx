/**
 * Test doubles for the chat and profile UI: the shared fake transport behind the real api() and whisper() (so
 * the 419 and two-factor guards stay real) whose realtime side lets a test deliver public events, message and
 * profile builders, store resets and render helpers with a memory router.
 */
import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import {
  ApiError,
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  type ApiErrorBody,
  type ChatMessage,
  type ChatRealtimePayloads,
  type ChatUser,
  type EmojiPack,
  type ProfileAnswer,
  type User,
  type VipLevel,
} from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { useBetOverview } from '../../../src/app/features/bets/bet-overview-store';
import { ChatPanel } from '../../../src/app/features/chat/ChatPanel';
import { useChat } from '../../../src/app/features/chat/room/chat-store';
import { useProfilePopup } from '../../../src/app/features/profile/profile-popup-store';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { useAppStore, usePreferences } from '../../../src/app/stores/app-store';
import { makeUser } from '../auth/fakes/user';
import { currency, renderAt as renderOn, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

export { deferred } from '../fakes/deferred';

const fake = createFakeTransport();
export const {
  transport,
  requestHandlers,
  whisperHandlers,
  listenerCount,
  bodiesOf,
  whispersOf,
  setServerTime,
} = fake;

/**
 * Delivers a public-channel event to every handler bound to it. Live chat messages are queued by the store and
 * applied on the next animation frame: await nextFrame() before looking for them.
 */
export function emit<E extends keyof ChatRealtimePayloads>(event: E, payload: ChatRealtimePayloads[E]): void {
  fake.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS[event], payload);
}

/**
 * Waits (inside act) for the next animation frame of jsdom (vitest runs it with pretendToBeVisual, so frames
 * run at 60 Hz on its timers), by which the store has applied the live messages queued before.
 */
export const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

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

export interface ResetOptions {
  /** null for a guest. */
  user?: Partial<User> | null;
  rulesAccepted?: boolean;
}

/** Fresh stores and transport: by default a signed-in player (u1, alice) who accepted the rules. */
export function resetChat({ user = {}, rulesAccepted = true }: ResetOptions = {}): User | null {
  setTransport(transport);
  fake.reset();
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
  setSession(signedIn);
  return signedIn;
}

export const moderatorRoles = [{ id: 'chat_moderator' }];

/** Renders `element` on `path` in a memory router and lets the first calls settle. */
export async function renderAt(element: ReactNode, path = '/') {
  return (await renderOn(element, path)).router;
}

/** The chat panel as the wide layout shows it. */
export const renderChat = (path = '/') => renderAt(<ChatPanel narrow={false} />, path);
