/**
 * The support data of the window: every chat seen (by id, merged as copies arrive), the player's list and
 * the staff list with their loading states, single chats loaded by id, and read markers.
 */
import { create } from 'zustand';
import type { SupportChat } from '@contract/index';
import { isExtensionAvailable } from '../../api/extensions';
import { useSession } from '../auth';
import { fetchAllChats, fetchChat, fetchMyChats, markChatRead } from './api';
import { mergeChat } from './merge';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ChatListState {
  status: LoadStatus;
  ids: string[];
}

const EMPTY_LIST: ChatListState = { status: 'idle', ids: [] };

export interface SupportDataState {
  chats: Record<string, SupportChat>;
  /** The player's own chats. */
  mine: ChatListState;
  /** Every chat (staff with manageTickets). */
  staff: ChatListState;
  /** Chats fetched one by one: loading or failed (a loaded chat is in `chats`). */
  single: Record<string, 'loading' | 'error'>;
  loadMine(): Promise<void>;
  loadStaff(): Promise<void>;
  loadChat(id: string): Promise<void>;
  /** A chat from an answer or a realtime event. */
  receive(chat: SupportChat): void;
  markRead(id: string): Promise<void>;
  reset(): void;
}

const withId = (ids: string[], id: string) => (ids.includes(id) ? ids : [id, ...ids]);
const reading = new Set<string>();

export const useSupportData = create<SupportDataState>()((set, get) => {
  async function loadList(key: 'mine' | 'staff', fetchList: () => Promise<SupportChat[]>) {
    set((state) => ({ [key]: { ...state[key], status: 'loading' } }));
    try {
      const chats = await fetchList();
      for (const chat of chats) get().receive(chat);
      set({ [key]: { status: 'ready', ids: chats.map((chat) => chat._id) } });
    } catch {
      set((state) => ({ [key]: { ...state[key], status: 'error' } }));
    }
  }

  return {
    chats: {},
    mine: EMPTY_LIST,
    staff: EMPTY_LIST,
    single: {},

    loadMine: () => loadList('mine', fetchMyChats),
    loadStaff: () => loadList('staff', fetchAllChats),

    async loadChat(id) {
      set((state) => ({ single: { ...state.single, [id]: 'loading' } }));
      try {
        get().receive(await fetchChat(id));
        set((state) => ({ single: omit(state.single, id) }));
      } catch (error) {
        set((state) => ({ single: { ...state.single, [id]: 'error' } }));
        throw error;
      }
    },

    receive(chat) {
      const me = useSession.getState().user?._id;
      set((state) => ({
        chats: { ...state.chats, [chat._id]: mergeChat(state.chats[chat._id], chat) },
        mine:
          chat.user._id === me && state.mine.status === 'ready'
            ? { ...state.mine, ids: withId(state.mine.ids, chat._id) }
            : state.mine,
        staff:
          state.staff.status === 'ready'
            ? { ...state.staff, ids: withId(state.staff.ids, chat._id) }
            : state.staff,
      }));
    },

    async markRead(id) {
      if (reading.has(id) || !isExtensionAvailable('POST /api/user/supportChat/read')) return;
      reading.add(id);
      try {
        get().receive(await markChatRead(id));
      } catch {
        // A marker that did not move only leaves the count up; the next message tries again.
      } finally {
        reading.delete(id);
      }
    },

    reset: () => set({ chats: {}, mine: EMPTY_LIST, staff: EMPTY_LIST, single: {} }),
  };
});

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}
