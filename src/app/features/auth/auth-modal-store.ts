/** Which auth modal view is open: the sign-in / sign-up tabs or the forgot-password form. */
import { create } from 'zustand';

export type AuthTab = 'auth' | 'register';
export type AuthView = AuthTab | 'forgot';

export interface AuthModalState {
  view: AuthView | null;
  open(view: AuthView): void;
  close(): void;
}

export const useAuthModal = create<AuthModalState>()((set) => ({
  view: null,
  open: (view) => set({ view }),
  close: () => set({ view: null }),
}));

export function openAuthModal(tab: AuthTab): void {
  useAuthModal.getState().open(tab);
}
