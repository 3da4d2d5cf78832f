import type { User } from '@contract/index';

export function makeUser(patch: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'alice',
    email: 'alice@example.com',
    email_verified: true,
    token: 'token-1',
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
    created_at: '2024-01-01T00:00:00Z',
    mute: null,
    ignore: [],
    private_bets: false,
    two_factor_enabled: false,
    wallet_address: null,
    telegram_id: null,
    ...patch,
  };
}
