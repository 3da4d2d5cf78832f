/**
 * Whether the wallet-connect modal is open, and for what (platform.md §4 "Wallet-connect"): a guest signs in
 * with a wallet (auth), a signed-in player links one (connect). Kept tiny: the layout holds it from the first
 * paint, the rest of the feature loads when a Connect wallet button appears.
 */
import { create } from 'zustand';

export type LoginType = 'auth' | 'connect';

export interface WalletConnectState {
  loginType: LoginType | null;
  openWalletConnect: (loginType: LoginType) => void;
  closeWalletConnect: () => void;
}

export const useWalletConnect = create<WalletConnectState>()((set) => ({
  loginType: null,
  openWalletConnect: (loginType) => set({ loginType }),
  closeWalletConnect: () => set({ loginType: null }),
}));
