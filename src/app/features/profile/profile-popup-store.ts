/** Which player's profile popup is open (community.md §2 "User profile popup"), from anywhere in the app. */
import { create } from 'zustand';

interface ProfilePopupState {
  userId: string | null;
  open(userId: string): void;
  close(): void;
}

export const useProfilePopup = create<ProfilePopupState>()((set) => ({
  userId: null,
  open: (userId) => set({ userId }),
  close: () => set({ userId: null }),
}));

export const openUserProfile = (userId: string) => useProfilePopup.getState().open(userId);
