// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { CHAT_RULES, STORAGE_KEY, type ChatMessage } from '@contract/index';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { useChat } from '../../../src/app/features/chat/room/chat-store';
import {
  apiError,
  bodiesOf,
  chatMessage,
  chatUser,
  deferred,
  renderChat,
  requestHandlers,
  resetChat,
  whisperHandlers,
  whispersOf,
} from './fakes';
import { makeUser } from '../auth/fakes/user';

vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const textArea = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send|Wait \d+s)$/ }) as HTMLButtonElement;
const type = (text: string) => fireEvent.change(textArea(), { target: { value: text } });

async function send(text: string) {
  type(text);
  await act(async () => {
    fireEvent.click(sendButton());
  });
}

/** Answers ChatMessage as the server does: the message, posted by the viewer. */
function echoMessages() {
  whisperHandlers.set('ChatMessage', (data) => {
    const { message, channel } = data as { message: string; channel: string };
    return chatMessage({ text: message, channel, user: chatUser({ _id: 'u1', name: 'alice' }) });
  });
}

beforeEach(() => {
  resetChat();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});
afterEach(cleanup);

describe('rules agreement', () => {
  beforeEach(() => {
    resetChat({ rulesAccepted: false });
  });

  it('keeps the send area disabled until the rules are read and accepted, and remembers it', async () => {
    await renderChat();
    expect(screen.getByText('Please read and accept the chat rules before you chat.')).toBeTruthy();
    expect(textArea().readOnly).toBe(true);
    expect(sendButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Read the rules' }));
    const rules = screen.getByRole('region', { name: 'Chat rules' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...CHAT_RULES]);
    fireEvent.click(within(rules).getByRole('button', { name: 'I accept' }));

    expect(screen.queryByRole('region', { name: 'Chat rules' })).toBeNull();
    expect(screen.queryByText('Please read and accept the chat rules before you chat.')).toBeNull();
    expect(textArea().readOnly).toBe(false);
    type('hi');
    expect(sendButton().disabled).toBe(false);
    const stored = JSON.parse(localStorage.getItem(`${STORAGE_KEY}:preferences`)!);
    expect(stored.state.chatRulesAgreed).toBe(true);
  });

  it('opens the rules the first time the text area is clicked, once', async () => {
    await renderChat();
    fireEvent.click(textArea());
    expect(screen.getByRole('region', { name: 'Chat rules' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat rules' }));
    fireEvent.click(textArea());
    expect(screen.queryByRole('region', { name: 'Chat rules' })).toBeNull();
  });
});

describe('panels', () => {
  it('opens one of rules, commands and emoji at a time', async () => {
    await renderChat();
    const toggle = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    // The open panels: regions that a toolbar button controls.
    const open = () =>
      screen
        .queryAllByRole('region')
        .filter((region) => region.id.startsWith('chat-panel-'))
        .map((region) => region.getAttribute('aria-label'));

    toggle('Rules');
    expect(open()).toEqual(['Chat rules']);
    toggle('Commands');
    expect(open()).toEqual(['Commands']);
    expect(screen.getByRole('button', { name: 'Commands' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Rules' }).getAttribute('aria-expanded')).toBe('false');
    toggle('Emoji');
    expect(open()).toEqual(['Emoji and stickers']);
    toggle('Emoji');
    expect(open()).toEqual([]);
  });

  it("lists the role's commands, and a chosen one starts the text", async () => {
    await renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Commands' }));
    const panel = screen.getByRole('region', { name: 'Commands' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('code')?.textContent),
    ).toEqual(['/user [name]', '/bet [id]', '/ignore [name]', '/unignore [name]']);
    fireEvent.click(within(panel).getByRole('button', { name: /\/user \[name\]/ }));
    expect(textArea().value).toBe('/user ');
    expect(screen.queryByRole('region', { name: 'Commands' })).toBeNull();
  });

  it('adds an emoji to the text', async () => {
    await renderChat();
    type('hey');
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    fireEvent.click(screen.getByRole('button', { name: ':grin:' }));
    expect(textArea().value).toBe('hey :grin: ');
  });
});

describe('guests', () => {
  it('see the chat under a sign-in button, without commands, emoji, rain or the level card', async () => {
    resetChat({ user: null });
    requestHandlers.set('POST /api/chat/history', () => [chatMessage({ text: 'visible to all' })]);
    await renderChat();
    expect(screen.getByText('visible to all')).toBeTruthy();
    expect(textArea().disabled).toBe(true);
    for (const name of ['Commands', 'Emoji', 'Rain', 'Send'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your level' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rules' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to chat' }));
    expect(useAuthModal.getState().view).toBe('auth');
  });
});

describe('sending', () => {
  it('sends the text without newlines to the room, shows it, and counts slow mode down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    try {
      echoMessages();
      await renderChat();
      await send('hello\nthere');
      expect(whispersOf('ChatMessage')).toEqual([{ message: 'hellothere', channel: 'casino_en' }]);
      expect(screen.getByText('hellothere')).toBeTruthy();
      expect(textArea().value).toBe('');
      type('again');
      expect(sendButton().textContent).toBe('Wait 5s');
      expect(sendButton().disabled).toBe(true);
      act(() => vi.advanceTimersByTime(2_000));
      expect(sendButton().textContent).toBe('Wait 3s');
      act(() => vi.advanceTimersByTime(3_000));
      expect(sendButton().textContent).toBe('Send');
      expect(sendButton().disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends on Enter', async () => {
    echoMessages();
    await renderChat();
    type('quick');
    await act(async () => {
      fireEvent.keyDown(textArea(), { key: 'Enter' });
    });
    expect(whispersOf('ChatMessage')).toEqual([{ message: 'quick', channel: 'casino_en' }]);
  });

  it('sends once for a double Enter', async () => {
    const answer = deferred<ChatMessage>();
    whisperHandlers.set('ChatMessage', () => answer.promise);
    await renderChat();
    type('once');
    fireEvent.keyDown(textArea(), { key: 'Enter' });
    fireEvent.keyDown(textArea(), { key: 'Enter' });
    await act(async () => answer.resolve(chatMessage({ text: 'once' })));
    expect(whispersOf('ChatMessage')).toHaveLength(1);
  });

  it.each([
    [1, 'chat.error.length', 'Messages must be 1 to 200 characters.'],
    [2, 'chat.error.muted', 'You are muted.'],
    [3, 'chat.error.slow_mode', 'Slow mode: one message every 5 seconds.'],
  ])('shows refusal code %i as a toast with its text', async (code, key, text) => {
    whisperHandlers.set('ChatMessage', () => {
      throw apiError(400, { code, message: key });
    });
    // A muted refusal reloads the user to learn until when.
    const until = Date.UTC(2099, 0, 2, 15, 30);
    requestHandlers.set('POST /auth/update', () => ({ user: makeUser({ mute: until }) }));
    await renderChat();
    await send('x'.repeat(201));
    expect(toast.error).toHaveBeenCalledWith(text);
    expect(textArea().value).toBe('x'.repeat(201));
    expect(bodiesOf('POST /auth/update')).toHaveLength(code === 2 ? 1 : 0);
    expect(screen.queryByText(/^You are muted until/) !== null).toBe(code === 2);
  });

  it('shows until when a muted player is muted, and keeps the send area closed', async () => {
    const until = Date.UTC(2099, 0, 2, 15, 30);
    resetChat({ user: { mute: until } });
    await renderChat();
    expect(screen.getByRole('status').textContent).toMatch(/^You are muted until 2 Jan 2099/);
    expect(textArea().readOnly).toBe(true);
  });

  it('sends a sticker from the picker, searching by term', async () => {
    const sticker = { id: 's1', url: '/chat/stickers/happy-cat.svg', title: 'Happy cat' };
    requestHandlers.set('POST /api/chat/stickers', () => [sticker]);
    whisperHandlers.set('ChatStickerMessage', (data): ChatMessage => {
      const { url, channel } = data as { url: string; channel: string };
      return chatMessage({ type: 'sticker', channel, data: { url, text: 'Happy cat' } });
    });
    await renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stickers' }));
    });
    expect(await screen.findByRole('button', { name: 'Happy cat' })).toBeTruthy();
    expect(bodiesOf('POST /api/chat/stickers')).toEqual([{ limit: 80, skip: 0 }]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stickers' }), {
      target: { value: 'cat' },
    });
    await vi.waitFor(() => expect(bodiesOf('POST /api/chat/stickers')).toHaveLength(2));
    expect(bodiesOf('POST /api/chat/stickers')[1]).toEqual({ q: 'cat', limit: 80, skip: 0 });

    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Happy cat' }));
    });
    expect(whispersOf('ChatStickerMessage')).toEqual([{ url: sticker.url, channel: 'casino_en' }]);
    expect(useChat.getState().panel).toBeNull();
  });

  it('asks for the next page of stickers after a full one', async () => {
    const page = (skip: number) =>
      Array.from({ length: skip === 0 ? 80 : 3 }, (_, index) => ({
        id: `s${skip + index}`,
        url: `/chat/stickers/${skip + index}.svg`,
        title: `Sticker ${skip + index}`,
      }));
    requestHandlers.set('POST /api/chat/stickers', (body) => page((body as { skip: number }).skip));
    await renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stickers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'More stickers' }));
    expect(await screen.findByRole('button', { name: 'Sticker 82' })).toBeTruthy();
    expect(bodiesOf('POST /api/chat/stickers')).toEqual([
      { limit: 80, skip: 0 },
      { limit: 80, skip: 80 },
    ]);
    expect(screen.queryByRole('button', { name: 'More stickers' })).toBeNull();
  });
});
