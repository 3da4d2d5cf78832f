/** The game search overlay (community.md §2 "Search overlay"): open from the sidebar, the mobile bar and the home tabs. */
import { create } from 'zustand';

interface SearchOverlayState {
  open: boolean;
}

export const useSearchOverlay = create<SearchOverlayState>()(() => ({ open: false }));

export function openSearch(): void {
  useSearchOverlay.setState({ open: true });
}

export function closeSearch(): void {
  useSearchOverlay.setState({ open: false });
}
