/** Stand-in for src/app/realtime: the connection store only. */
import { create } from 'zustand';

export const useConnectionStore = create<{ events: 'connecting' | 'connected' | 'disconnected' }>()(() => ({
  events: 'connecting',
}));
