// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ChatMessage } from '@contract/index';
import { useBetOverview } from '../../../src/app/features/bets/bet-overview-store';
import { useProfilePopup } from '../../../src/app/features/profile/profile-popup-store';
import {
  FLUSH_FALLBACK_MS,
  MAX_MESSAGES,
  MAX_QUEUED,
  useChat,
} from '../../../src/app/features/chat/room/chat-store';
import { useAppStore } from '../../../src/app/stores/app-store';
import {
  bodiesOf,
  chatMessage,
  chatUser,
  deferred,
  emit,
  listenerCount,
  nextFrame,
  renderChat,
  requestHandlers,
  resetChat,
} from './fakes';

vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const log = () => screen.getByRole('log', { name: 'Chat messages' });
const lines = () =>
  within(log())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  resetChat();
});
afterEach(cleanup);

describe('history', () => {
  it("asks for the room's history and shows it oldest first", async () => {
    const [first, second, third] = ['first', 'second', 'third'].map((text) => chatMessage({ text }));
    requestHandlers.set('POST /api/chat/history', () => [third, second, first]);
    await renderChat();
    expect(bodiesOf('POST /api/chat/history')).toEqual([{ channel: 'casino_en' }]);
    expect(lines()).toEqual(['bobfirst', 'bobsecond', 'bobthird']);
    expect(screen.getByRole('heading', { name: 'Online Chat' })).toBeTruthy();
  });

  it('uses the sport room on sport pages and records the room in the global store', async () => {
    await renderChat('/sport/category/1');
    expect(bodiesOf('POST /api/chat/history')).toEqual([{ channel: 'sport_en' }]);
    expect(useAppStore.getState().channel).toBe('sport_en');
  });

  it('shows an empty room, and a failed history with a retry', async () => {
    requestHandlers.set('POST /api/chat/history', () => {
      throw new Error('offline');
    });
    await renderChat();
    expect(screen.getByRole('alert').textContent).toContain('Messages could not be loaded.');
    requestHandlers.set('POST /api/chat/history', () => []);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('keeps at most the latest MAX_MESSAGES, from the history and then from live messages', () => {
    // The store alone: jsdom has no layout to virtualise by, so rendering 10,000 rows would only time the test.
    const room = useChat.getState();
    room.enter('casino_en');
    const history = Array.from({ length: MAX_MESSAGES + 20 }, (_, index) =>
      chatMessage({ text: `n${index}` }),
    );
    room.historyLoaded('casino_en', [...history].reverse());
    let held = useChat.getState().messages;
    expect(held).toHaveLength(MAX_MESSAGES);
    expect(held[0]!.data.text).toBe('n20');

    const live = chatMessage({ text: 'live' });
    room.receive(live);
    room.receive(live);
    held = useChat.getState().messages;
    expect(held).toHaveLength(MAX_MESSAGES);
    expect(held[0]!.data.text).toBe('n21');
    expect(held.filter((message) => message._id === live._id)).toHaveLength(1);
  });
});

describe('live events', () => {
  it('appends new messages of the room once, and ignores other rooms', async () => {
    await renderChat();
    const live = chatMessage({ text: 'live one' });
    emit('chatMessage', { message: live });
    emit('chatMessage', { message: live });
    emit('chatMessage', { message: chatMessage({ text: 'elsewhere', channel: 'sport_en' }) });
    await nextFrame();
    expect(lines()).toEqual(['boblive one']);
  });

  it('follows the newest message unless the reader scrolled up', async () => {
    await renderChat();
    const scroller = log();
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 200 });
    emit('chatMessage', { message: chatMessage({ text: 'first' }) });
    await nextFrame();
    expect(scroller.scrollTop).toBe(1000);

    scroller.scrollTop = 100;
    fireEvent.scroll(scroller);
    emit('chatMessage', { message: chatMessage({ text: 'while reading' }) });
    await nextFrame();
    expect(scroller.scrollTop).toBe(100);

    scroller.scrollTop = 800;
    fireEvent.scroll(scroller);
    emit('chatMessage', { message: chatMessage({ text: 'back at the bottom' }) });
    await nextFrame();
    expect(scroller.scrollTop).toBe(1000);
  });

  it('removes messages by id', async () => {
    const [keep, drop] = [chatMessage({ text: 'keep' }), chatMessage({ text: 'drop' })];
    requestHandlers.set('POST /api/chat/history', () => [drop, keep]);
    await renderChat();
    emit('chatRemoveMessages', { ids: [drop._id], channel: 'casino_en' });
    expect(lines()).toEqual(['bobkeep']);
  });

  it('shows a new quiz and its winner, and the online count', async () => {
    await renderChat();
    emit('chatNewQuiz', {
      quiz: {
        _id: 'q1',
        question: 'Capital of France?',
        channel: 'casino_en',
        created_at: '2026-05-01T10:00:00Z',
      },
    });
    emit('chatQuizAnswered', {
      user: { _id: 'u3', name: 'carol' },
      question: 'Capital of France?',
      correct: 'Paris',
      reward: 1,
      currency: 'usdt',
      channel: 'casino_en',
    });
    emit('onlineUsers', { count: 1234 });
    await nextFrame();
    expect(lines()).toEqual([
      'Quiz: Capital of France?',
      'carol answered "Capital of France?" correctly: Paris (+1 USDT)',
    ]);
    expect(within(log()).getByRole('link', { name: 'carol' }).getAttribute('href')).toBe('/user/u3');
    expect(screen.getByText('1,234 online')).toBeTruthy();
  });

  it('applies a burst of live messages in one store update on the next frame', async () => {
    await renderChat();
    let updates = 0;
    const stop = useChat.subscribe((state, previous) => {
      if (state.messages !== previous.messages) updates += 1;
    });
    const burst = Array.from({ length: 50 }, (_, index) => chatMessage({ text: `burst ${index}` }));
    for (const message of burst) emit('chatMessage', { message });
    emit('chatMessage', { message: burst[0]! }); // a duplicate within the frame
    expect(updates).toBe(0);
    expect(lines()).toEqual([]);
    await nextFrame();
    stop();
    expect(updates).toBe(1);
    expect(lines()).toEqual(burst.map((message) => `bob${message.data.text}`));
  });

  it('drops a queued message that is removed before its frame', async () => {
    await renderChat();
    const [keep, drop] = [chatMessage({ text: 'keep' }), chatMessage({ text: 'drop' })];
    emit('chatMessage', { message: keep });
    emit('chatMessage', { message: drop });
    emit('chatRemoveMessages', { ids: [drop._id], channel: 'casino_en' });
    await nextFrame();
    expect(lines()).toEqual(['bobkeep']);
  });

  it('keeps the live messages received, queued or shown, when the history arrives', async () => {
    const history = deferred<ChatMessage[]>();
    const old = chatMessage({ text: 'old' });
    requestHandlers.set('POST /api/chat/history', () => history.promise);
    await renderChat();
    const shown = chatMessage({ text: 'shown live' });
    emit('chatMessage', { message: shown });
    await nextFrame();
    expect(lines()).toEqual(['bobshown live']);
    const queued = chatMessage({ text: 'queued live' });
    emit('chatMessage', { message: queued });
    await act(async () => history.resolve([shown, old]));
    expect(lines()).toEqual(['bobold', 'bobshown live', 'bobqueued live']);
    await nextFrame();
    expect(lines()).toEqual(['bobold', 'bobshown live', 'bobqueued live']);
  });

  it('applies queued messages after a fallback timer where frames do not run, and at once past MAX_QUEUED', () => {
    // A hidden tab: requestAnimationFrame takes the callback and never runs it.
    const frames = vi.fn(() => 1);
    vi.stubGlobal('requestAnimationFrame', frames);
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const room = useChat.getState();
      room.enter('casino_en');
      room.historyLoaded('casino_en', []);
      room.queue(chatMessage({ text: 'hidden tab' }));
      room.queue(chatMessage({ text: 'still hidden' }));
      expect(frames).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(FLUSH_FALLBACK_MS - 1);
      expect(useChat.getState().messages).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(useChat.getState().messages.map((message) => message.data.text)).toEqual([
        'hidden tab',
        'still hidden',
      ]);

      for (let index = 0; index < MAX_QUEUED; index += 1) room.queue(chatMessage({ text: `q${index}` }));
      expect(useChat.getState().messages).toHaveLength(MAX_QUEUED + 2);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('shows no row for a live line of an ignored player or a player line without its author', async () => {
    await renderChat();
    emit('chatMessage', { message: chatMessage({ text: 'one' }) });
    await nextFrame();
    expect(lines()).toEqual(['bobone']);
    const rowless = chatMessage({ text: 'no author', user: null });
    emit('chatMessage', { message: rowless });
    emit('chatMessage', { message: chatMessage({ text: 'two' }) });
    await nextFrame();
    expect(lines()).toEqual(['bobone', 'bobtwo']);
    expect(useChat.getState().messages).toHaveLength(3);
    emit('chatRemoveMessages', { ids: [rowless._id], channel: 'casino_en' });
    expect(lines()).toEqual(['bobone', 'bobtwo']);

    cleanup();
    resetChat({ user: { ignore: ['u9'] } });
    await renderChat();
    emit('chatMessage', { message: chatMessage({ text: 'visible' }) });
    emit('chatMessage', { message: chatMessage({ text: 'ignored', user: chatUser({ _id: 'u9' }) }) });
    await nextFrame();
    expect(lines()).toEqual(['bobvisible']);
  });

  it('unbinds its handlers when the panel goes', async () => {
    await renderChat();
    expect(listenerCount()).toBe(5);
    cleanup();
    expect(listenerCount()).toBe(0);
  });
});

describe('message display', () => {
  it('escapes the text and turns the packs’ :tokens: into images', async () => {
    requestHandlers.set('POST /api/chat/history', () => [
      chatMessage({ text: '<b>bold</b> <img src=x onerror=alert(1)> :grin: :nope:' }),
    ]);
    await renderChat();
    const line = within(log()).getByRole('listitem');
    expect(line.querySelector('b')).toBeNull();
    expect(line.textContent).toContain('<b>bold</b> <img src=x onerror=alert(1)>');
    const images = within(line).getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('alt')).toBe(':grin:');
    expect(images[0]!.getAttribute('src')).toBe('/chat/emoji/smileys/grin.svg');
    expect(line.textContent).toContain(':nope:');
  });

  it('shortens names, shows the VIP badge and highlights staff', async () => {
    requestHandlers.set('POST /api/chat/history', () =>
      [
        chatMessage({ user: chatUser({ name: 'John Smith' }), vipLevel: 3 }),
        chatMessage({ user: chatUser({ _id: 'a1', name: 'boss', access: [{ id: '*' }] }) }),
        chatMessage({ user: chatUser({ _id: 'm1', name: 'mod', access: [{ id: 'chat_moderator' }] }) }),
      ].reverse(),
    );
    await renderChat();
    const [john, admin, moderator] = within(log()).getAllByRole('listitem');
    expect(within(john!).getByRole('button', { name: 'John S.' })).toBeTruthy();
    expect(within(john!).getByTitle('VIP level 3').textContent).toBe('VIP 3');
    expect(admin!.className).toContain('chat-line--admin');
    expect(within(admin!).getByText('Admin')).toBeTruthy();
    expect(moderator!.className).toContain('chat-line--moderator');
    expect(within(moderator!).getByText('Mod')).toBeTruthy();
  });

  it('opens the profile popup from a name', async () => {
    requestHandlers.set('POST /api/chat/history', () => [chatMessage({ user: chatUser({ _id: 'u7' }) })]);
    await renderChat();
    fireEvent.click(within(log()).getByRole('button', { name: 'bob' }));
    expect(useProfilePopup.getState().userId).toBe('u7');
  });

  it('renders stickers, shared bets and tip notices', async () => {
    requestHandlers.set('POST /api/chat/history', () =>
      [
        chatMessage({ type: 'sticker', data: { url: '/chat/stickers/happy-cat.svg', text: 'Happy cat' } }),
        chatMessage({
          type: 'game_link',
          data: {
            _id: 'bet-9',
            game: 'limbo',
            name: 'Limbo',
            id: 41,
            currency: 'btc',
            splitTotal: 0.5,
            multiplier: 2,
          },
        }),
        chatMessage({
          type: 'service',
          user: null,
          data: {
            text: 'alice tipped bob 1.00 USDT',
            users: [
              { _id: 'u1', name: 'alice' },
              { _id: 'u2', name: 'bob' },
            ],
          },
        }),
      ].reverse(),
    );
    await renderChat();
    expect(within(log()).getByRole('img', { name: 'Happy cat' }).getAttribute('src')).toBe(
      '/chat/stickers/happy-cat.svg',
    );
    const shared = within(log()).getByRole('button', { name: /Limbo #41/ });
    expect(shared.textContent).toContain('2.00×');
    fireEvent.click(shared);
    expect(useBetOverview.getState().betId).toBe('bet-9');
    expect(within(log()).getByRole('link', { name: 'alice' }).getAttribute('href')).toBe('/user/u1');
    expect(within(log()).getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('/user/u2');
  });

  it('hides the messages of players the viewer ignores', async () => {
    resetChat({ user: { ignore: ['u9'] } });
    requestHandlers.set('POST /api/chat/history', () => [
      chatMessage({ text: 'visible' }),
      chatMessage({ text: 'ignored', user: chatUser({ _id: 'u9', name: 'spammer' }) }),
    ]);
    await renderChat();
    expect(lines()).toEqual(['bobvisible']);
    expect(useChat.getState().messages).toHaveLength(2);
  });
});
