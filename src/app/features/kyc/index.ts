export { KycSlot } from './KycSlot';
export { openKycInfo, useKycModal, type KycStep } from './kyc-modal-store';
export { KYC_STANDING_LABELS, kycStanding, type KycStanding } from './kyc-state';
