/**
 * The signed-in user and the session token (platform.md §4 "Login flow"). The token goes to the transport
 * (bearer on requests and on realtime channel authorisation) and to local storage; the user is never
 * persisted beyond its id and name.
 */
import { create } from 'zustand';
import { ApiError, HTTP, type User } from '@contract/index';
import { api, getTransport } from '../../../api/api';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

export type SessionStatus = 'booting' | 'guest' | 'signedIn';

export interface SessionState {
  user: User | null;
  token: string | null;
  status: SessionStatus;
  /** Restores the stored session, if any, and loads its user. */
  bootstrap(): Promise<void>;
  logout(): Promise<void>;
  /** Reloads the user ('POST /auth/update'); a failure logs out, except on localhost. */
  refreshUser(): Promise<void>;
  /** Loads the current user ('GET /api/user'), with the same failure rule. */
  loadUser(): Promise<void>;
  /** Starts a session from an auth answer (login, register, token, wallet signature). */
  startSession(user: User, token: string): void;
  /** Ends the session locally, without calling the server. */
  endSession(): void;
}

/** The spec keeps a developer signed in when the user update fails on localhost (the server may be down). */
const isLocalhost = () => window.location.hostname === 'localhost';

function reconnectRealtime(): void {
  getTransport().realtime.reconnect();
}

export const useSession = create<SessionState>()((set, get) => {
  /**
   * The spec's rule for a failed user update. An expired session (419) is over whatever the host: its token
   * is dropped so that the guard's one reload starts the page as a guest instead of failing again.
   */
  function onUserLoadFailed(error: unknown): void {
    if (error instanceof ApiError && error.status === HTTP.sessionExpired) return get().endSession();
    if (!(error instanceof ApiError)) console.error(error);
    // No answer at all (status 0: offline, or the page navigating away mid-call, which aborts it) says nothing
    // about the session: signing out then would sign a player out by a reload during a user refresh.
    if (isLocalhost() || (error instanceof ApiError && error.status === 0)) {
      // Keep the stored session for the next reload, but do not start this page with a user never loaded.
      if (get().status === 'booting') {
        getTransport().setToken(null);
        set({ token: null, status: 'guest' });
      }
      return;
    }
    get().endSession();
  }

  /** Loads the user for the current token; an answer for a token that has since changed is dropped. */
  async function loadUserWith(fetchUser: () => Promise<User>): Promise<void> {
    const token = get().token;
    if (!token) return;
    try {
      const user = await fetchUser();
      if (get().token !== token) return;
      writeStoredSession(token, user);
      set({ user, status: 'signedIn' });
    } catch (error) {
      if (get().token === token) onUserLoadFailed(error);
    }
  }

  return {
    user: null,
    token: null,
    status: 'booting',

    async bootstrap() {
      const stored = readStoredSession();
      if (!stored) {
        set({ status: 'guest' });
        return;
      }
      getTransport().setToken(stored.user.token);
      set({ token: stored.user.token });
      reconnectRealtime();
      await get().loadUser();
    },

    loadUser: () => loadUserWith(() => api('GET /api/user')),

    refreshUser: () => loadUserWith(async () => (await api('POST /auth/update')).user),

    async logout() {
      try {
        await api('GET /auth/logout');
      } catch {
        // Signing out locally is what matters; the server session expires on its own.
      }
      get().endSession();
    },

    startSession(user, token) {
      getTransport().setToken(token);
      writeStoredSession(token, user);
      set({ user, token, status: 'signedIn' });
      reconnectRealtime();
    },

    endSession() {
      getTransport().setToken(null);
      clearStoredSession();
      set({ user: null, token: null, status: 'guest' });
      reconnectRealtime();
    },
  };
});
