/**
 * The KYC modals (platform.md §2, §4 "KYC"): the info modal that explains why, then the provider's frame.
 * A withdrawal refused for KYC (403, is_kyc_required) opens the info modal from anywhere.
 */
import { create } from 'zustand';

export type KycStep = 'closed' | 'info' | 'frame';

export interface KycModalState {
  step: KycStep;
  openKycInfo: () => void;
  openKycFrame: () => void;
  closeKyc: () => void;
}

export const useKycModal = create<KycModalState>()((set) => ({
  step: 'closed',
  openKycInfo: () => set({ step: 'info' }),
  openKycFrame: () => set({ step: 'frame' }),
  closeKyc: () => set({ step: 'closed' }),
}));
