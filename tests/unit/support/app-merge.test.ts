import { describe, expect, it } from 'vitest';
import { unreadCount } from '@contract/index';
import { byLatestActivity, mergeChat } from '../../../src/app/features/support/merge';
import { AGENT, PLAYER, at, chat, message } from './app-fakes';

describe('merging copies of a chat', () => {
  const short = chat('c1', PLAYER, [message(PLAYER, 'Hi', 1)], 1);
  const long = chat('c1', PLAYER, [message(PLAYER, 'Hi', 1), message(AGENT, 'Hello', 2)], 1);

  it('keeps the copy with more messages, whatever the order they arrive in', () => {
    expect(mergeChat(long, short).messages).toHaveLength(3);
    expect(mergeChat(short, long).messages).toHaveLength(3);
    expect(mergeChat(undefined, short)).toBe(short);
  });

  it('never moves a read marker back', () => {
    const read = { ...long, user_read: at(2) };
    const merged = mergeChat(read, short);
    expect(merged.user_read).toBe(at(2));
    expect(unreadCount(merged)).toBe(0);
    expect(mergeChat({ ...short, support_read: at(1) }, long).support_read).toBe(at(1));
  });

  it('orders chats by their latest message', () => {
    const older = chat('old', PLAYER, [message(PLAYER, 'a', 5)]);
    const newer = chat('new', PLAYER, [message(PLAYER, 'b', 9)]);
    expect([older, newer].sort(byLatestActivity).map((item) => item._id)).toEqual(['new', 'old']);
  });
});
