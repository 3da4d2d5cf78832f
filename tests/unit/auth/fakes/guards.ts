/** A fake of src/app/api/guards with the agreed shapes; the tests drive them directly. */
import { vi } from 'vitest';
import { create } from 'zustand';

export interface TwoFactorGuardState {
  open: boolean;
  checking: boolean;
  submit(code: string): Promise<boolean>;
}

export const submitTwoFactor = vi.fn<(code: string) => Promise<boolean>>();

export const useTwoFactorGuard = create<TwoFactorGuardState>()((set) => ({
  open: false,
  checking: false,
  async submit(code) {
    set({ checking: true });
    try {
      const valid = await submitTwoFactor(code);
      set(valid ? { open: false, checking: false } : { checking: false });
      return valid;
    } catch (error) {
      set({ checking: false });
      throw error;
    }
  },
}));

export const useSessionGuard = create<{ sessionExpired: boolean }>()(() => ({ sessionExpired: false }));
