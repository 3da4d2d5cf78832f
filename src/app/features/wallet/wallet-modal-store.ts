/** The wallet modal (platform.md §2): which tab it shows, opened from the header, a promo code or a KYC verdict. */
import { create } from 'zustand';

export type WalletTab = 'deposit' | 'withdraw';

export interface WalletModalState {
  open: boolean;
  tab: WalletTab;
  openWallet: (tab?: WalletTab) => void;
  setTab: (tab: WalletTab) => void;
  closeWallet: () => void;
}

export const useWalletModal = create<WalletModalState>()((set) => ({
  open: false,
  tab: 'deposit',
  openWallet: (tab = 'deposit') => set({ open: true, tab }),
  setTab: (tab) => set({ tab }),
  closeWallet: () => set({ open: false }),
}));
