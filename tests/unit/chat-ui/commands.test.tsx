// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { useSession } from '../../../src/app/features/auth/session/session-store';
import { makeUser } from '../auth/fakes/user';
import { useBetOverview } from '../../../src/app/features/bets/bet-overview-store';
import { useProfilePopup } from '../../../src/app/features/profile/profile-popup-store';
import {
  apiError,
  bodiesOf,
  chatMessage,
  chatUser,
  deferred,
  failWith,
  moderatorRoles,
  renderChat,
  requestHandlers,
  resetChat,
  whisperHandlers,
  whispersOf,
} from './fakes';

vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const textArea = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

async function run(text: string) {
  fireEvent.change(textArea(), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

const unknownUser = () => apiError(404, { code: 404, message: 'general.error.unknown_user' });

beforeEach(() => {
  resetChat();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});
afterEach(cleanup);

describe('player commands', () => {
  it('/user finds the player (trailing dot removed) and opens the profile popup, sending nothing', async () => {
    requestHandlers.set('POST /api/user/find', () => ({ id: 'u5' }));
    await renderChat();
    await run('/user bob.');
    expect(bodiesOf('POST /api/user/find')).toEqual([{ name: 'bob' }]);
    expect(useProfilePopup.getState().userId).toBe('u5');
    expect(whispersOf('ChatMessage')).toEqual([]);
    expect(textArea().value).toBe('');
  });

  it('/user of an unknown player shows the unknown-user text and keeps the command', async () => {
    failWith('POST /api/user/find', unknownUser());
    await renderChat();
    await run('/user nobody');
    expect(toast.error).toHaveBeenCalledWith('Unknown user.');
    expect(useProfilePopup.getState().userId).toBeNull();
    expect(textArea().value).toBe('/user nobody');
  });

  it('/bet finds the bet and opens its overview; an unknown one shows the unknown-game text', async () => {
    requestHandlers.set('POST /api/game/find', () => ({ id: 'bet-41', game: 'limbo' }));
    await renderChat();
    await run('/bet #41');
    expect(bodiesOf('POST /api/game/find')).toEqual([{ id: '41' }]);
    expect(useBetOverview.getState().betId).toBe('bet-41');

    failWith('POST /api/game/find', apiError(404, { code: 404, message: 'general.error.unknown_game' }));
    await run('/bet 999');
    expect(toast.error).toHaveBeenCalledWith('Unknown bet.');
  });

  it('/ignore hides the player at once and /unignore shows them again, refreshing the session user', async () => {
    let ignore: string[] = [];
    requestHandlers.set('POST /api/chat/history', () => [chatMessage({ text: 'from bob' })]);
    requestHandlers.set('POST /api/user/ignore', () => ({ ignore: (ignore = ['u2']) }));
    requestHandlers.set('POST /api/user/unignore', () => ({ ignore: (ignore = []) }));
    requestHandlers.set('POST /auth/update', () => ({ user: makeUser({ ignore }) }));
    await renderChat();
    await run('/ignore bob.');
    expect(bodiesOf('POST /api/user/ignore')).toEqual([{ name: 'bob' }]);
    expect(bodiesOf('POST /auth/update')).toHaveLength(1);
    expect(useSession.getState().user?.ignore).toEqual(['u2']);
    expect(screen.queryByText('from bob')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('bob is now ignored');

    await run('/unignore bob');
    expect(bodiesOf('POST /auth/update')).toHaveLength(2);
    expect(useSession.getState().user?.ignore).toEqual([]);
    expect(screen.getByText('from bob')).toBeTruthy();
  });

  it('runs commands during slow mode, when chat must wait', async () => {
    whisperHandlers.set('ChatMessage', () => chatMessage({ user: chatUser({ _id: 'u1' }) }));
    requestHandlers.set('POST /api/user/find', () => ({ id: 'u2' }));
    await renderChat();
    await run('first');
    fireEvent.change(textArea(), { target: { value: 'second' } });
    expect((screen.getByRole('button', { name: /^Wait \ds$/ }) as HTMLButtonElement).disabled).toBe(true);
    await run('/user bob');
    expect(useProfilePopup.getState().userId).toBe('u2');
    expect(whispersOf('ChatMessage')).toHaveLength(1);
  });

  it('/ignore of an unknown player shows the unknown-user text', async () => {
    failWith('POST /api/user/ignore', unknownUser());
    await renderChat();
    await run('/ignore ghost');
    expect(toast.error).toHaveBeenCalledWith('Unknown user.');
  });

  it('refuses unknown commands, moderator commands and missing arguments without calling anything', async () => {
    await renderChat();
    await run('/dance');
    await run('/online');
    expect(toast.error).toHaveBeenNthCalledWith(1, "Unknown command: type '/' to see the commands");
    expect(toast.error).toHaveBeenNthCalledWith(2, "Unknown command: type '/' to see the commands");
    await run('/user');
    expect(toast.error).toHaveBeenLastCalledWith('Usage: /user [name]');
    expect(transportCalls()).toEqual([]);
  });
});

/** Calls other than the panel's own loading. */
const transportCalls = () => [
  ...whispersOf('OnlineUsers'),
  ...bodiesOf('POST /api/user/find'),
  ...bodiesOf('POST /api/chat/moderate/unmute'),
];

describe('moderator commands', () => {
  beforeEach(() => {
    resetChat({ user: { roles: moderatorRoles } });
  });

  it("lists the moderator's commands", async () => {
    await renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Commands' }));
    const panel = screen.getByRole('region', { name: 'Commands' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    expect(within(panel).getByText('/unmute [name]')).toBeTruthy();
  });

  it('/online shows the numbered list of users online', async () => {
    whisperHandlers.set('OnlineUsers', () => ['alice', 'bob', 'carol']);
    await renderChat();
    await run('/online');
    expect(whispersOf('OnlineUsers')).toEqual([{}]);
    const dialog = screen.getByRole('dialog', { name: 'Total: 3 user(s)' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alice', 'bob', 'carol']);
    expect(dialog.querySelector('ol')).not.toBeNull();
  });

  it("/unmute answers 'Success', or 'Unknown username'", async () => {
    requestHandlers.set('POST /api/chat/moderate/unmute', () => ({ message: 'Success' }));
    await renderChat();
    await run('/unmute bob.');
    expect(bodiesOf('POST /api/chat/moderate/unmute')).toEqual([{ name: 'bob' }]);
    expect(toast.success).toHaveBeenCalledWith('Success');

    failWith('POST /api/chat/moderate/unmute', apiError(404, { code: 404, message: 'Unknown username' }));
    await run('/unmute ghost');
    expect(toast.error).toHaveBeenCalledWith('Unknown username');
  });

  it('/quiz opens the form; Send is disabled while pending and enabled again after a failure', async () => {
    const call = deferred<never>();
    requestHandlers.set('POST /api/chat/moderate/quiz', () => call.promise);
    await renderChat();
    await run('/quiz');
    const dialog = screen.getByRole('dialog', { name: 'Quiz' });
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: '2 + 2?' } });
    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: '4' } });
    const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    fireEvent.click(send);
    expect(send.disabled).toBe(true);
    expect(bodiesOf('POST /api/chat/moderate/quiz')).toEqual([
      { question: '2 + 2?', answer: '4', channel: 'casino_en' },
    ]);
    await act(async () => call.reject(apiError(422, { code: 422, message: 'The answer is missing' })));
    expect(send.disabled).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();

    requestHandlers.set('POST /api/chat/moderate/quiz', () => ({
      _id: 'q1',
      question: '2 + 2?',
      channel: 'casino_en',
      created_at: '2026-05-01T10:00:00Z',
    }));
    await act(async () => {
      fireEvent.click(send);
    });
    expect(screen.queryByRole('dialog', { name: 'Quiz' })).toBeNull();
  });
});
