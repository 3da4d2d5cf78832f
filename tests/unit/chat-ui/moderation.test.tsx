// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { MUTE_MINUTES } from '@contract/index';
import {
  apiError,
  bodiesOf,
  chatMessage,
  chatUser,
  failWith,
  moderatorRoles,
  renderChat,
  requestHandlers,
  resetChat,
} from './fakes';

vi.mock('../../../src/app/components/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const lines = () => within(screen.getByRole('log')).queryAllByRole('listitem');

async function choose(label: string) {
  fireEvent.click(screen.getAllByRole('button', { name: 'Moderate message from bob' })[0]!);
  await act(async () => {
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Moderation' })).getByRole('button', { name: label }),
    );
  });
}

beforeEach(() => {
  resetChat({ user: { roles: moderatorRoles } });
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  requestHandlers.set('POST /api/chat/history', () => [
    chatMessage({ _id: 'm-two', text: 'two' }),
    chatMessage({ _id: 'm-one', text: 'one' }),
    chatMessage({ _id: 'm-other', text: 'other', user: chatUser({ _id: 'u3', name: 'carol' }) }),
  ]);
});
afterEach(cleanup);

describe('moderator menu', () => {
  it('is on every player message for moderators only', async () => {
    await renderChat();
    expect(screen.getAllByRole('button', { name: /^Moderate message from/ })).toHaveLength(3);
    cleanup();
    resetChat();
    requestHandlers.set('POST /api/chat/history', () => [chatMessage()]);
    await renderChat();
    expect(screen.queryByRole('button', { name: /^Moderate message from/ })).toBeNull();
  });

  it('is not on the lines of staff ranked the same or higher', async () => {
    requestHandlers.set('POST /api/chat/history', () => [
      chatMessage({
        _id: 'm-admin',
        text: 'hi',
        user: chatUser({ _id: 'u9', name: 'boss', access: [{ id: '*' }] }),
      }),
      chatMessage({
        _id: 'm-mod',
        text: 'yo',
        user: chatUser({ _id: 'u8', name: 'peer', access: moderatorRoles }),
      }),
      chatMessage({ _id: 'm-player', text: 'hey' }),
    ]);
    await renderChat();
    expect(
      screen
        .getAllByRole('button', { name: /^Moderate message from/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Moderate message from bob']);
  });

  it('offers the deletions and the eight mute durations', async () => {
    await renderChat();
    fireEvent.click(screen.getAllByRole('button', { name: 'Moderate message from bob' })[0]!);
    const menu = screen.getByRole('group', { name: 'Moderation' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Delete this message',
      'Delete all messages from this user',
      'Mute for 5 minutes',
      'Mute for 15 minutes',
      'Mute for 1 hour',
      'Mute for 1 day',
      'Mute for 1 week',
      'Mute for 1 month',
      'Mute for 6 months',
      'Mute forever',
    ]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Moderation' })).toBeNull();
  });

  it('deletes one message', async () => {
    requestHandlers.set('POST /api/chat/moderate/removeMessage', () => ({ ids: ['m-one'] }));
    await renderChat();
    await choose('Delete this message');
    expect(bodiesOf('POST /api/chat/moderate/removeMessage')).toEqual([{ id: 'm-one' }]);
    expect(lines().map((line) => line.textContent)).not.toContain('bobone');
    expect(lines()).toHaveLength(2);
  });

  it("deletes all of the author's messages", async () => {
    requestHandlers.set('POST /api/chat/moderate/removeAllFrom', () => ({ ids: ['m-one', 'm-two'] }));
    await renderChat();
    await choose('Delete all messages from this user');
    expect(bodiesOf('POST /api/chat/moderate/removeAllFrom')).toEqual([{ id: 'u2' }]);
    expect(lines()).toHaveLength(1);
  });

  it.each([
    ['Mute for 5 minutes', 5],
    ['Mute for 15 minutes', 15],
    ['Mute for 1 hour', 60],
    ['Mute for 1 day', 1440],
    ['Mute for 1 week', 10080],
    ['Mute for 1 month', 43200],
    ['Mute for 6 months', 259200],
    ['Mute forever', 52_560_000],
  ])('%s mutes the author for %i minutes', async (label, minutes) => {
    expect(MUTE_MINUTES).toContain(minutes);
    requestHandlers.set('POST /api/chat/moderate/mute', () => ({ mute: Date.now() + minutes * 60_000 }));
    await renderChat();
    await choose(label);
    expect(bodiesOf('POST /api/chat/moderate/mute')).toEqual([{ id: 'u2', minutes }]);
    expect(toast.success).toHaveBeenCalledWith('Muted successfully');
  });

  it('shows a refusal as a toast', async () => {
    failWith(
      'POST /api/chat/moderate/removeMessage',
      apiError(404, { code: 404, message: 'Unknown message' }),
    );
    await renderChat();
    await choose('Delete this message');
    expect(toast.error).toHaveBeenCalledWith('Unknown message');
    expect(lines()).toHaveLength(3);
  });
});
