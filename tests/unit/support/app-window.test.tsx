// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import {
  ApiError,
  HTTP,
  NEW_SUPPORT_CHAT,
  STAFF_EVENTS,
  USER_EVENTS,
  SUPPORT_CODES,
  SUPPORT_MESSAGES,
  SUPPORT_STAFF_CHANNEL,
  SUPPORT_WELCOME,
  userChannel,
  type SupportChat,
} from '@contract/index';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { useSession } from '../../../src/app/features/auth/session/session-store';
import { DEMO_UNAVAILABLE_TEXT } from '../../../src/app/features/support/components/DemoUnavailable';
import { forgetSupportPanel, openSupport } from '../../../src/app/features/support/open-support';
import { SUPPORT_TEXTS } from '../../../src/app/features/support/support-errors';
import { useSupportData } from '../../../src/app/features/support/support-store';
import { useSupportWindow } from '../../../src/app/features/support/window-store';
import { useAppStore } from '../../../src/app/stores/app-store';
import {
  AGENT,
  PLAYER,
  STAFF,
  chat,
  emit,
  message,
  openWindow,
  renderSupport,
  requestHandlers,
  requestsTo,
  resetAll,
  transport,
  whisperHandlers,
} from './app-fakes';

vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const heading = () => screen.getByRole('heading', { level: 2 });
const supportWindow = () => screen.getByRole('dialog', { name: heading().textContent! });
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));

beforeEach(async () => {
  vi.mocked(toast.error).mockClear();
  await resetAll();
});
afterEach(cleanup);

describe('opening', () => {
  it('asks guests to sign in instead', async () => {
    await resetAll(null);
    renderSupport();
    fireEvent.click(screen.getByRole('button', { name: 'Live Support' }));
    expect(useAuthModal.getState().view).toBe('auth');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(transport.request).not.toHaveBeenCalled();
  });

  it("shows the spec's toast when the window's code cannot be loaded, and loads it on the next try", async () => {
    forgetSupportPanel();
    renderSupport();
    await act(() => openSupport(() => Promise.reject(new Error('chunk failed'))));
    expect(toast.error).toHaveBeenCalledWith(SUPPORT_MESSAGES.widgetMissing);
    expect(screen.queryByRole('dialog')).toBeNull();

    await openWindow();
    expect(heading().textContent).toBe('Support');
  });

  it('closes with the close button and with Escape', async () => {
    renderSupport();
    await openWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Close support' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openWindow();
    fireEvent.keyDown(heading(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the index', () => {
  it('offers a question, the FAQ and my chats; Moderate only for staff', async () => {
    renderSupport();
    await openWindow();
    expect(screen.getByRole('button', { name: 'Ask a question' })).toBeTruthy();
    expect(screen.getByText('How do I withdraw?').closest('details')).toBeTruthy();
    expect(await screen.findByText('You have no chats with support yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Moderate' })).toBeNull();
    expect(transport.realtime.listen).toHaveBeenCalledWith(
      userChannel(PLAYER._id),
      USER_EVENTS.supportMessage,
      expect.any(Function),
    );
  });

  it('counts unread messages from the read marker', async () => {
    requestHandlers.set('POST /api/user/supportChats', () => [
      chat(
        'c1',
        PLAYER,
        [message(PLAYER, 'Hi', 1), message(AGENT, 'Hello!', 2), message(AGENT, 'Still there?', 3)],
        1,
      ),
      chat('c2', PLAYER, [message(PLAYER, 'Old question', 1)], 1),
    ]);
    renderSupport();
    await openWindow();
    const list = await screen.findByRole('list', { name: 'My chats' });
    const rows = within(list).getAllByRole('button');
    expect(rows[0]!.textContent).toContain('Still there?');
    expect(rows[0]!.textContent).toContain('2 unread');
    expect(rows[1]!.textContent).not.toContain('unread');
  });

  it('shows an error with a retry when the list fails', async () => {
    requestHandlers.set('POST /api/user/supportChats', () => {
      throw new ApiError(HTTP.serverError, { code: 0, message: 'down' });
    });
    renderSupport();
    await openWindow();
    const alert = await screen.findByRole('alert');
    requestHandlers.set('POST /api/user/supportChats', () => []);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no chats with support yet.')).toBeTruthy();
  });
});

describe('page history', () => {
  it('goes back page by page: index, moderate, chat', async () => {
    await resetAll(STAFF);
    const playerChat = chat('c9', PLAYER, [message(PLAYER, 'Help me', 1)]);
    requestHandlers.set('POST /api/chat/moderate/support', () => [playerChat]);
    requestHandlers.set('POST /api/user/supportChat/read', () => ({
      ...playerChat,
      support_read: playerChat.messages[1]!.created_at,
    }));
    renderSupport();
    await openWindow();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Moderate' }));
    expect(heading().textContent).toBe('Moderate');
    expect(transport.realtime.listen).toHaveBeenCalledWith(
      SUPPORT_STAFF_CHANNEL,
      STAFF_EVENTS.supportMessageAdmin,
      expect.any(Function),
    );
    const list = await screen.findByRole('list', { name: 'All support chats' });
    fireEvent.click(within(list).getByRole('button', { name: /alice/ }));
    expect(heading().textContent).toBe('Live chat');
    expect(screen.getByText('Chat with alice')).toBeTruthy();
    await waitFor(() => expect(requestsTo('/api/user/supportChat/read')).toEqual([{ id: 'c9' }]));

    back();
    expect(heading().textContent).toBe('Moderate');
    back();
    expect(heading().textContent).toBe('Support');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(document.activeElement).toBe(heading());
  });
});

describe('staff', () => {
  it('see new chats arrive on the staff channel, with support-side unread counts', async () => {
    await resetAll(STAFF);
    renderSupport();
    await openWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Moderate' }));
    expect(await screen.findByText('No player has written to support yet.')).toBeTruthy();

    const incoming = chat('c11', PLAYER, [message(PLAYER, 'Anyone there?', 1)], 1);
    expect(
      emit(SUPPORT_STAFF_CHANNEL, STAFF_EVENTS.supportMessageAdmin, {
        chat: incoming,
        message: incoming.messages[1],
      }),
    ).toBe(true);
    const row = within(screen.getByRole('list', { name: 'All support chats' })).getByRole('button');
    expect(row.textContent).toContain('alice');
    // The welcome and the question: support has read nothing yet.
    expect(row.textContent).toContain('2 unread');
  });
});

describe('a new live chat', () => {
  it("starts with the bot's welcome under id 'new', then takes the id the server answers", async () => {
    const created = chat('c42', PLAYER, [message(PLAYER, 'Where is my deposit?', 1)], 1);
    whisperHandlers.set('SupportMessage', () => created);
    renderSupport();
    await openWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(heading().textContent).toBe('New live chat');
    expect(useSupportWindow.getState().history.at(-1)).toEqual({ name: 'chat', id: NEW_SUPPORT_CHAT });
    expect(screen.getByRole('list', { name: 'Messages' }).textContent).toContain(SUPPORT_WELCOME);

    const box = screen.getByRole('textbox', { name: 'Your message' });
    fireEvent.change(box, { target: { value: 'Where is my deposit?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(heading().textContent).toBe('Live chat'));
    expect(transport.whisper).toHaveBeenCalledWith('SupportMessage', {
      channel: NEW_SUPPORT_CHAT,
      message: 'Where is my deposit?',
    });
    expect(useSupportWindow.getState().history).toEqual([{ name: 'index' }, { name: 'chat', id: 'c42' }]);
    const box2 = screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
    expect(box2.value).toBe('');

    // The next message goes to the chat's id, and Back returns to the index, not to 'new'.
    whisperHandlers.set('SupportMessage', () => ({
      ...created,
      messages: [...created.messages, message(PLAYER, 'Thanks', 2)],
    }));
    fireEvent.change(box2, { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(transport.whisper).toHaveBeenLastCalledWith('SupportMessage', {
        channel: 'c42',
        message: 'Thanks',
      }),
    );
    back();
    expect(heading().textContent).toBe('Support');
  });

  it('shows the agent’s answer as it arrives, and moves the read marker', async () => {
    const created = chat('c7', PLAYER, [message(PLAYER, 'Hello', 1)], 1);
    whisperHandlers.set('SupportMessage', () => created);
    const answered: SupportChat = {
      ...created,
      messages: [...created.messages, message(AGENT, 'Hi, how can I help?', 2)],
    };
    requestHandlers.set('POST /api/user/supportChat/read', () => ({
      ...answered,
      user_read: answered.messages[2]!.created_at,
    }));
    renderSupport();
    await openWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(heading().textContent).toBe('Live chat'));
    expect(requestsTo('/api/user/supportChat/read')).toEqual([]);

    expect(
      emit(userChannel(PLAYER._id), USER_EVENTS.supportMessage, {
        chat: answered,
        message: answered.messages[2],
      }),
    ).toBe(true);
    const messages = screen.getByRole('list', { name: 'Messages' });
    const agentLine = within(messages).getByText('Hi, how can I help?').closest('li')!;
    expect(agentLine.className).not.toContain('support-message--mine');
    expect(within(messages).getByText('Hello').closest('li')!.className).toContain('support-message--mine');
    await waitFor(() => expect(requestsTo('/api/user/supportChat/read')).toEqual([{ id: 'c7' }]));

    back();
    const row = within(await screen.findByRole('list', { name: 'My chats' })).getByRole('button');
    expect(row.textContent).not.toContain('unread');
  });
});

describe('refusals', () => {
  it.each([
    [SUPPORT_CODES.length, SUPPORT_MESSAGES.length, HTTP.badRequest],
    [SUPPORT_CODES.muted, SUPPORT_MESSAGES.muted, HTTP.forbidden],
    [SUPPORT_CODES.closed, SUPPORT_MESSAGES.closed, HTTP.badRequest],
    [SUPPORT_CODES.unknownChat, SUPPORT_MESSAGES.unknownChat, HTTP.notFound],
  ])('code %i shows its words as a toast and keeps the draft', async (code, key, status) => {
    whisperHandlers.set('SupportMessage', () => {
      throw new ApiError(status, { code, message: key });
    });
    renderSupport();
    await openWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    const box = screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'My question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(SUPPORT_TEXTS[key]));
    expect(SUPPORT_TEXTS[key]).toBeTruthy();
    expect(heading().textContent).toBe('New live chat');
    expect(box.value).toBe('My question');
  });

  it("an unknown chat shows 'Unknown chat id' and a note", async () => {
    requestHandlers.set('POST /api/user/supportChat', () => {
      throw new ApiError(HTTP.notFound, {
        code: SUPPORT_CODES.unknownChat,
        message: SUPPORT_MESSAGES.unknownChat,
      });
    });
    renderSupport();
    await openWindow();
    act(() => useSupportWindow.getState().go({ name: 'chat', id: 'gone' }));
    expect(await screen.findByText('This chat could not be loaded.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Unknown chat id');
  });

  it('a closed chat offers a new chat instead of the composer', async () => {
    const closed = chat('c3', PLAYER, [message(PLAYER, 'Hi', 1)], 1, { closed: true });
    requestHandlers.set('POST /api/user/supportChats', () => [closed]);
    renderSupport();
    await openWindow();
    fireEvent.click(within(await screen.findByRole('list', { name: 'My chats' })).getByRole('button'));
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(heading().textContent).toBe('New live chat');
  });

  it('a send is refused on the server side only: blank text cannot be sent', async () => {
    renderSupport();
    await openWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('demo mode', () => {
  it('keeps the index, and says support is unavailable everywhere else', async () => {
    const mine = chat('c5', PLAYER, [message(PLAYER, 'Hi', 1)], 1);
    requestHandlers.set('POST /api/user/supportChats', () => [mine]);
    useAppStore.setState({ demo: true });
    renderSupport();
    await openWindow();
    expect(screen.getByText('How do I withdraw?')).toBeTruthy();
    expect(supportWindow().textContent).not.toContain(DEMO_UNAVAILABLE_TEXT);

    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    expect(screen.getByText(DEMO_UNAVAILABLE_TEXT)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    back();
    fireEvent.click(within(await screen.findByRole('list', { name: 'My chats' })).getByRole('button'));
    expect(screen.getByText(DEMO_UNAVAILABLE_TEXT)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Messages' })).toBeNull();
    expect(transport.whisper).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Switch to real mode' }));
    expect(useAppStore.getState().demo).toBe(false);
    expect(screen.getByRole('list', { name: 'Messages' }).textContent).toContain('Hi');
  });
});

describe('signing out', () => {
  it('closes the window and forgets the chats', async () => {
    requestHandlers.set('POST /api/user/supportChats', () => [
      chat('c1', PLAYER, [message(PLAYER, 'Hi', 1)], 1),
    ]);
    renderSupport();
    await openWindow();
    await screen.findByRole('list', { name: 'My chats' });
    act(() => useSession.setState({ user: null, token: null, status: 'guest' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSupportWindow.getState().open).toBe(false);
    expect(useSupportData.getState().chats).toEqual({});
  });
});
