/**
 * Whether the chat column shows (community.md §4, §9): the global store's `chat` value. It starts closed at
 * 1200 px or less and open above; crossing that width closes or opens it again; the header toggles it.
 */
import { useEffect } from 'react';
import { CHAT_WIDTH, useWindowWidth } from '../../hooks/breakpoint';
import { useAppStore } from '../../stores/app-store';

export const CHAT_COLUMN_ID = 'chat-column';

const setChat = (open: boolean) => useAppStore.getState().set({ chat: open ? 'open' : 'closed' });

export const toggleChat = () => setChat(useAppStore.getState().chat !== 'open');
export const closeChat = () => setChat(false);

/** Follows the window width; `narrow` is the width at which the chat is a drawer over the page. */
export function useChatVisibility(): { open: boolean; narrow: boolean } {
  const narrow = useWindowWidth() <= CHAT_WIDTH;
  const open = useAppStore((state) => state.chat === 'open');
  useEffect(() => setChat(!narrow), [narrow]);
  return { open, narrow };
}
