/**
 * Test doubles for the support window: the shared fake transport behind the real api() and whisper() (so the
 * 419 and two-factor guards stay real) whose realtime side lets a test deliver events, chat builders, store
 * resets and a render helper with the window and a Live Support button.
 */
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
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { SupportWindow, openSupport } from '../../../src/app/features/support';
import { loadSupportPanel } from '../../../src/app/features/support/open-support';
import { useSupportData } from '../../../src/app/features/support/support-store';
import { useSupportWindow } from '../../../src/app/features/support/window-store';
import { useAppStore } from '../../../src/app/stores/app-store';
import { makeUser } from '../auth/fakes/user';
import { setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';

const fake = createFakeTransport();
/** emit(channel, event, payload) delivers a realtime event; requestsTo(path) gives the bodies sent there. */
export const { transport, requestHandlers, whisperHandlers, emit, requestsTo } = fake;

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
  fake.reset();
  requestHandlers.set('POST /api/user/supportChats', () => []);
  requestHandlers.set('POST /api/chat/moderate/support', () => []);
  setSession(user);
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
