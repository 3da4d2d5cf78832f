/** Layout state that lives for the page only: the sidebar toggles. */
import { create } from 'zustand';

export interface UiState {
  /** Desktop sidebar hidden by the header toggle. */
  sidebarCollapsed: boolean;
  /** Mobile drawer: a separate toggle, so closing it on mobile leaves the desktop choice alone. */
  mobileMenuOpen: boolean;
  toggleSidebar: () => void;
  toggleMobileMenu: () => void;
  closeMobileMenu: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  sidebarCollapsed: false,
  mobileMenuOpen: false,
  toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
  toggleMobileMenu: () => set((state) => ({ mobileMenuOpen: !state.mobileMenuOpen })),
  closeMobileMenu: () => set({ mobileMenuOpen: false }),
}));
