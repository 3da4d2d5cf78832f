/** The sign-in flows of platform.md §4; each ends in the same session start and user load. */
import type { AuthAnswer } from '@contract/index';
import type { LoginBody, RegisterBody } from '@contract/schemas';
import { api, getTransport } from '../../../api/api';
import { useAuthModal } from '../auth-modal-store';
import { useSession } from './session-store';

/**
 * Starts the session from an auth answer, then loads the user in the background: that call may open the
 * two-factor modal (code -1024) and wait there, and the sign-in modal must not wait with it.
 */
function signedIn({ user }: AuthAnswer, fallbackToken?: string): void {
  const token = user.token ?? fallbackToken;
  if (!token) throw new Error('The auth answer carries no token');
  useSession.getState().startSession(user, token);
  // Whichever way the user signed in (form, wallet, Telegram), the sign-in modal has done its job.
  useAuthModal.getState().close();
  void useSession.getState().loadUser();
}

/** CSRF cookie, then the login call. Throws the ApiError of a failed login. */
export async function login(body: LoginBody): Promise<void> {
  await api('GET /sanctum/csrf-cookie');
  signedIn(await api('POST /auth/login', body));
}

export async function register(body: RegisterBody): Promise<void> {
  await api('GET /sanctum/csrf-cookie');
  signedIn(await api('POST /auth/register', body));
}

/**
 * Signs in with a one-time token (Telegram, wallet-connect). Throws on failure. The call goes out as that token:
 * for a two-factor account it answers -1024, and the code the modal then sends must be for this session.
 */
export async function signInWithToken(token: string): Promise<void> {
  getTransport().setToken(token);
  try {
    signedIn(await api('POST /auth/loginViaToken', { token }), token);
  } catch (error) {
    getTransport().setToken(useSession.getState().token);
    throw error;
  }
}

/** The spec's token login: a failed one reloads the page. */
export async function loginViaToken(token: string): Promise<void> {
  try {
    await signInWithToken(token);
  } catch {
    window.location.reload();
  }
}

export async function loginWithSignature(body: {
  message: string;
  signature: string;
  address: string;
  nonce: string;
}): Promise<void> {
  signedIn(await api('POST /auth/metamask/signature', body));
}
