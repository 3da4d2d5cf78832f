/**
 * Behaviour that belongs to the client, not to a transport (platform.md §4): HTTP 419 opens the loading
 * modal and reloads the page once only; code -1024 opens the two-factor modal, holds every failed call and
 * replays them all after a valid code.
 */
import { create } from 'zustand';
import { ApiError, CODES, HTTP, splitRoute } from '@contract/index';
import { getTransport } from './current-transport';

const RELOADED_FLAG = 'betkings:reloaded-after-419';

export interface SessionGuardState {
  sessionExpired: boolean;
}
export const useSessionGuard = create<SessionGuardState>(() => ({ sessionExpired: false }));

export interface TwoFactorGuardState {
  open: boolean;
  checking: boolean;
  /** The error of the last refused code (a wrong code, or too many of them), for the modal's message. */
  failure: unknown;
  /** Sends the code; true when it was accepted (the held calls are then replayed). */
  submit(code: string): Promise<boolean>;
  /** Gives the challenge up (the session has ended): the modal closes and every held call fails with `error`. */
  cancel(error: unknown): void;
}

/** Calls waiting for a valid two-factor code: each replays itself and settles its original promise. */
const held: Array<{ replay: () => void; reject: (error: unknown) => void }> = [];

export const useTwoFactorGuard = create<TwoFactorGuardState>((set) => ({
  open: false,
  checking: false,
  failure: null,
  async submit(code) {
    set({ checking: true, failure: null });
    try {
      const { method, path } = splitRoute('POST /api/user/2fa_validate');
      await getTransport().request(method, path, { code });
    } catch (error) {
      set({ checking: false, failure: error });
      return false;
    }
    set({ open: false, checking: false });
    for (const call of held.splice(0)) call.replay();
    return true;
  },
  cancel(error) {
    set({ open: false, checking: false });
    for (const call of held.splice(0)) call.reject(error);
  },
}));

/** How the page reloads; tests replace it. */
export const pageReload = { reload: () => globalThis.location?.reload() };

function sessionFlags(): Storage | null {
  return globalThis.sessionStorage ?? null;
}

function onSessionExpired(): void {
  const flags = sessionFlags();
  if (flags?.getItem(RELOADED_FLAG)) return; // reloaded once already: the caller gets the error
  flags?.setItem(RELOADED_FLAG, '1');
  useSessionGuard.setState({ sessionExpired: true });
  pageReload.reload();
}

function holdForTwoFactor<T>(replay: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    held.push({ replay: () => void replay().then(resolve, reject), reject });
    useTwoFactorGuard.setState({ open: true });
  });
}

/** Runs one call with the 419 and two-factor handling. */
export async function guardCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    sessionFlags()?.removeItem(RELOADED_FLAG);
    return result;
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === HTTP.sessionExpired) onSessionExpired();
      else if (error.code === CODES.twoFactorRequired) return holdForTwoFactor(() => guardCall(call));
    }
    throw error;
  }
}
