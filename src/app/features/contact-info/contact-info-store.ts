/** Whether the contact-info modal (platform.md §2 "contact info with a VIP pitch") is open. */
import { create } from 'zustand';

export interface ContactInfoModalState {
  open: boolean;
  openContactInfo: () => void;
  closeContactInfo: () => void;
}

export const useContactInfoModal = create<ContactInfoModalState>()((set) => ({
  open: false,
  openContactInfo: () => set({ open: true }),
  closeContactInfo: () => set({ open: false }),
}));

export const openContactInfo = () => useContactInfoModal.getState().openContactInfo();
