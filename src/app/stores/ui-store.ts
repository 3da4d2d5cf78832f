/** Layout state that lives for the page only: sidebar toggles and the placeholder panel. */
import { create } from 'zustand';

/** A feature that is not there yet, by the name its coming-soon panel shows. */
export interface PendingFeature {
  feature: string;
}

export interface UiState {
  /** Desktop sidebar hidden by the header toggle. */
  sidebarCollapsed: boolean;
  /** Mobile drawer: a separate toggle, so closing it on mobile leaves the desktop choice alone. */
  mobileMenuOpen: boolean;
  /** A feature opened from the layout (search, support) that shows a coming-soon panel. */
  pendingFeature: PendingFeature | null;
  toggleSidebar: () => void;
  toggleMobileMenu: () => void;
  closeMobileMenu: () => void;
  showPendingFeature: (feature: PendingFeature | null) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  sidebarCollapsed: false,
  mobileMenuOpen: false,
  pendingFeature: null,
  toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
  toggleMobileMenu: () => set((state) => ({ mobileMenuOpen: !state.mobileMenuOpen })),
  closeMobileMenu: () => set({ mobileMenuOpen: false }),
  showPendingFeature: (pendingFeature) => set({ pendingFeature }),
}));
