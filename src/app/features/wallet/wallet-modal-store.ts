/**
 * The wallet modal (platform.md §2): its tabs deposit, withdraw and promocode, and the deposit and withdraw
 * histories, opened from the header, a promo code or a KYC verdict.
 */
import { create } from 'zustand';

export type WalletTab = 'deposit' | 'withdraw' | 'promocode';
export type WalletHistoryKind = 'deposits' | 'withdraws';

/**
 * What the modal's tabs need of the signed-in player. The header passes it in, so that the modal's chunk does
 * not import the session store (it would be split out of the first bundle's chunks).
 */
export interface WalletPlayer {
  id: string;
  emailVerified: boolean;
  vipLevel: number;
}

export interface WalletModalState {
  open: boolean;
  tab: WalletTab;
  /** The history shown instead of the tabs, or null for the tabs. */
  history: WalletHistoryKind | null;
  openWallet: (tab?: WalletTab) => void;
  setTab: (tab: WalletTab) => void;
  openHistory: (kind: WalletHistoryKind) => void;
  closeHistory: () => void;
  closeWallet: () => void;
}

export const useWalletModal = create<WalletModalState>()((set) => ({
  open: false,
  tab: 'deposit',
  history: null,
  openWallet: (tab = 'deposit') => set({ open: true, tab, history: null }),
  setTab: (tab) => set({ tab, history: null }),
  openHistory: (kind) => set({ open: true, history: kind }),
  closeHistory: () => set({ history: null }),
  closeWallet: () => set({ open: false }),
}));
