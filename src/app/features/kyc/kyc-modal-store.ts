/**
 * The KYC modals (platform.md §2, §4 "KYC"): the info modal that explains why, then the provider's frame.
 * A withdrawal refused for KYC (403, is_kyc_required) opens the info modal from anywhere.
 */
import { create } from 'zustand';

export type KycStep = 'closed' | 'info' | 'frame';

export interface KycModalState {
  step: KycStep;
  /** The provider's form shown in the frame (kycaid/verification's data.form_url). */
  formUrl: string | null;
  openKycInfo: () => void;
  openKycFrame: (formUrl: string) => void;
  closeKyc: () => void;
}

export const useKycModal = create<KycModalState>()((set) => ({
  step: 'closed',
  formUrl: null,
  openKycInfo: () => set({ step: 'info' }),
  openKycFrame: (formUrl) => set({ step: 'frame', formUrl }),
  closeKyc: () => set({ step: 'closed' }),
}));

/** For callers outside React (the withdraw tab's code 42, a toast's action). */
export const openKycInfo = () => useKycModal.getState().openKycInfo();
