/**
 * The support window's own page history (community.md §2: "back navigation follows page history"): index,
 * a chat (id 'new' for a new live chat until the server gives its id) and the staff list. Opening starts at
 * the index; Back returns to the page before.
 */
import { create } from 'zustand';

export type SupportPage = { name: 'index' } | { name: 'chat'; id: string } | { name: 'moderate' };

const INDEX: SupportPage = { name: 'index' };

export interface SupportWindowState {
  open: boolean;
  /** Never empty: the index is always at the bottom. */
  history: SupportPage[];
  show(): void;
  close(): void;
  go(page: SupportPage): void;
  back(): void;
  /** Swaps the current page without a history entry (the new chat once it has its id). */
  replace(page: SupportPage): void;
}

export const useSupportWindow = create<SupportWindowState>()((set) => ({
  open: false,
  history: [INDEX],
  show: () => set({ open: true, history: [INDEX] }),
  close: () => set({ open: false, history: [INDEX] }),
  go: (page) => set((state) => ({ history: [...state.history, page] })),
  back: () =>
    set((state) => ({ history: state.history.length > 1 ? state.history.slice(0, -1) : state.history })),
  replace: (page) => set((state) => ({ history: [...state.history.slice(0, -1), page] })),
}));

export const currentPage = (state: SupportWindowState) => state.history.at(-1) ?? INDEX;
