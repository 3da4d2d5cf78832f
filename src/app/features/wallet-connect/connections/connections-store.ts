/** The signed-in player's linked wallets, shared by the connections page and a new connection's refresh. */
import { create } from 'zustand';
import { ApiError, MESSAGES } from '@contract/index';
import type { WalletConnection } from '@contract/wallet-connect';
import { api } from '../../../api/api';

export interface ConnectionsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  connections: WalletConnection[];
  error: string | null;
  load: () => Promise<void>;
  /** Unlinks one wallet and reloads the list; throws the ApiError of a refusal. Answers the server's message. */
  unlink: (address: string) => Promise<string>;
}

export const useConnections = create<ConnectionsState>()((set, get) => ({
  status: 'idle',
  connections: [],
  error: null,
  async load() {
    set(({ status }) => ({ status: status === 'ready' ? 'ready' : 'loading' }));
    try {
      set({ status: 'ready', connections: await api('POST /api/profile/connections'), error: null });
    } catch (error) {
      set({ status: 'error', error: error instanceof ApiError ? error.message : MESSAGES.unreadableAnswer });
    }
  },
  async unlink(address) {
    const { message } = await api('POST /api/profile/connections/disconnect', { address });
    await get().load();
    return message;
  },
}));
