/** Stand-in for src/app/features/auth with the same names: a session store and spies. */
import { vi } from 'vitest';
import { create } from 'zustand';
import type { User } from '@contract/index';

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

/** The spec's rule (platform.md §6): wildcard role, else the group's flag of the type (default active). */
export function hasPermission(user: User | null, id: string, type = 'active'): boolean {
  if (!user) return false;
  if (user.roles.some((role) => role.id === '*')) return true;
  return user.permissions.some((group) => group.id === id && group[type] === true);
}

export const AuthModals = () => null;
export const TelegramAuthOverlay = () => null;
export const MetaMaskButton = () => null;

export function makeUser(patch: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'alice',
    email: 'alice@example.test',
    email_verified: true,
    avatar: '',
    client_seed: 'seed',
    roles: [],
    permissions: [],
    vipLevel: 0,
    self_excluded: false,
    is_kyc_required: false,
    is_kyc_verified: false,
    kyc_verification_status: null,
    kyc_verification_id: null,
    kyc_verification_form_url: null,
    bonus_claim: null,
    created_at: '2024-01-01T00:00:00.000Z',
    mute: null,
    ignore: [],
    private_bets: false,
    two_factor_enabled: false,
    wallet_address: null,
    telegram_id: null,
    ...patch,
  };
}

export function signIn(patch: Partial<User> = {}): User {
  const user = makeUser(patch);
  useSession.setState({ user, token: 'token', status: 'signedIn' });
  return user;
}

export function signOut(): void {
  useSession.setState({ user: null, token: null, status: 'guest' });
}
