/** A fake of src/app/api/guards with the agreed shapes; the tests drive them directly. */
import { vi } from 'vitest';
import { create } from 'zustand';

export interface TwoFactorGuardState {
  open: boolean;
  checking: boolean;
  failure: unknown;
  submit(code: string): Promise<boolean>;
  cancel(error: unknown): void;
}

export const submitTwoFactor = vi.fn<(code: string) => Promise<boolean>>();

export const useTwoFactorGuard = create<TwoFactorGuardState>()((set) => ({
  open: false,
  checking: false,
  failure: null,
  async submit(code) {
    set({ checking: true, failure: null });
    try {
      const valid = await submitTwoFactor(code);
      set(valid ? { open: false, checking: false } : { checking: false });
      return valid;
    } catch (error) {
      // As the real guard: a refused code is false, its error kept for the modal's message.
      set({ checking: false, failure: error });
      return false;
    }
  },
  cancel: () => set({ open: false, checking: false }),
}));

export const useSessionGuard = create<{ sessionExpired: boolean }>()(() => ({ sessionExpired: false }));
