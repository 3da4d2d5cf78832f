/** Stand-in for src/app/realtime: the connection store only. */
import { create } from 'zustand';

type State = 'connecting' | 'connected' | 'disconnected';

export const useConnectionStore = create<{ events: State; trading: State | null }>()(() => ({
  events: 'connecting',
  trading: null,
}));
