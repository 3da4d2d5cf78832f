/** Stand-in for src/app/features/auth with the same names: a session store and spies. */
import { vi } from 'vitest';
import { create } from 'zustand';
import type { User } from '@contract/index';
import { makeUser } from '../../auth/fakes/user';

interface SessionState {
  user: User | null;
  token: string | null;
  status: 'booting' | 'guest' | 'signedIn';
  bootstrap(): Promise<void>;
  logout(): Promise<void>;
  refreshUser(): Promise<void>;
}

export const openAuthModal = vi.fn();

export const useSession = create<SessionState>()(() => ({
  user: null,
  token: null,
  status: 'guest',
  bootstrap: async () => {},
  logout: async () => signOut(),
  refreshUser: async () => {},
}));

// The real rule: it is pure and has no dependencies worth faking.
export { hasPermission } from '../../../../src/app/features/auth/permissions';

export const AuthModals = () => null;
export const TelegramAuthOverlay = () => null;
export const MetaMaskButton = () => null;

export { makeUser };

export function signIn(patch: Partial<User> = {}): User {
  const user = makeUser(patch);
  useSession.setState({ user, token: 'token', status: 'signedIn' });
  return user;
}

export function signOut(): void {
  useSession.setState({ user: null, token: null, status: 'guest' });
}

// The real update-email form: ChangeEmailModal's test drives it against the fake api.
export {
  EmailForm,
  NewPasswordForm,
  preloadAuthForms,
} from '../../../../src/app/features/auth/forms/lazy-forms';
