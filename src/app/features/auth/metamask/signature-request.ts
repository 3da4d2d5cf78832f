/** The emulated wallet's pending signature request, answered by SignatureRequestModal. */
import { create } from 'zustand';

interface PendingRequest {
  message: string;
  settle: (approved: boolean) => void;
}

export interface SignatureRequestState {
  pending: PendingRequest | null;
  /** Resolves true when the user signs, false when they reject. */
  ask(message: string): Promise<boolean>;
  answer(approved: boolean): void;
}

export const useSignatureRequest = create<SignatureRequestState>()((set, get) => ({
  pending: null,
  ask(message) {
    get().pending?.settle(false); // a newer request replaces an unanswered one
    return new Promise((resolve) => set({ pending: { message, settle: resolve } }));
  },
  answer(approved) {
    get().pending?.settle(approved);
    set({ pending: null });
  },
}));
