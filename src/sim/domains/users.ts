/** Users: creation, look-up by login or email, and the wire shape. Shared by the account domains. */
import type { User } from '@contract/index';
import type { SimContext } from '../context';
import type { CredentialRecord, UserRecord } from '../services/db';
import { hashPassword, type PasswordHash } from '../services/passwords';

export interface NewUser {
  name: string;
  email: string | null;
  password: string | null;
  emailVerified?: boolean;
  roles?: User['roles'];
  permissions?: User['permissions'];
  vipLevel?: number;
  selfExcluded?: boolean;
  twoFactorSecret?: string | null;
  fingerprint?: string | null;
  invitedBy?: string | null;
  walletAddress?: string | null;
  telegramId?: number | null;
  /**
   * The password's hash made beforehand (the demo accounts ship theirs): used when it has the sim's iterations,
   * so that seeding a world derives no key.
   */
  passwordHash?: PasswordHash;
}

/** An avatar made offline: an SVG data URL of the initial on a colour from the id. */
export function avatarFor(id: string, name: string): string {
  const hue = parseInt(id.slice(0, 6), 16) % 360;
  const initial = (name.charAt(0) || '?').toUpperCase().replace(/[<>&"']/g, '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="20" fill="hsl(${hue},55%,45%)"/><text x="20" y="26" font-family="system-ui,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** What only the caller knows of a new account row: its id, client seed, join time and look. */
export interface UserRecordBasics {
  _id: string;
  clientSeed: string;
  createdAt: number;
  avatar?: string;
  privateBets?: boolean;
}

/** A new account row with a fresh sign-up's defaults (no storage, no randomness: the caller brings both). */
export function newUserRecord(input: NewUser, basics: UserRecordBasics): UserRecord {
  const { _id } = basics;
  return {
    _id,
    name: input.name,
    nameLower: input.name.toLowerCase(),
    email: input.email,
    emailLower: input.email?.toLowerCase() ?? null,
    email_verified: input.emailVerified ?? false,
    avatar: basics.avatar ?? avatarFor(_id, input.name),
    client_seed: basics.clientSeed,
    roles: input.roles ?? [],
    permissions: input.permissions ?? [],
    vipLevel: input.vipLevel ?? 0,
    self_excluded: input.selfExcluded ?? false,
    is_kyc_required: false,
    is_kyc_verified: false,
    kyc_verification_status: null,
    kyc_verification_id: null,
    kyc_verification_form_url: null,
    bonus_claim: null,
    created_at: new Date(basics.createdAt).toISOString(),
    mute: null,
    ignore: [],
    private_bets: basics.privateBets ?? false,
    two_factor_enabled: Boolean(input.twoFactorSecret),
    wallet_address: input.walletAddress ?? null,
    telegram_id: input.telegramId ?? null,
    twoFactorSecret: input.twoFactorSecret ?? null,
    fingerprint: input.fingerprint ?? null,
    invitedBy: input.invitedBy ?? null,
  };
}

/**
 * A new account row and its credential (the password hashed, or a random one for an account without), not yet
 * stored: for a caller that writes them in a transaction of its own.
 */
export async function prepareUser(
  ctx: SimContext,
  input: NewUser,
): Promise<{ user: UserRecord; credential: CredentialRecord }> {
  const _id = ctx.newId();
  const clientSeed = ctx.random.tokens.token(16);
  const user = newUserRecord(input, { _id, clientSeed, createdAt: ctx.clock.now() });
  // Drawn in every case, so that the streams' later draws are the same with a hash made beforehand or not.
  const salt = ctx.random.salts.hex(32);
  const password = input.password ?? ctx.random.tokens.token(32);
  const hash =
    input.passwordHash?.iterations === ctx.pbkdf2Iterations
      ? input.passwordHash
      : await hashPassword(password, salt, ctx.pbkdf2Iterations);
  return { user, credential: { userId: _id, password: hash } };
}

export async function createUser(ctx: SimContext, input: NewUser): Promise<UserRecord> {
  const { user, credential } = await prepareUser(ctx, input);
  await ctx.db.transaction('rw', ctx.db.users, ctx.db.credentials, async () => {
    await ctx.db.users.add(user);
    await ctx.db.credentials.add(credential);
  });
  return user;
}

/**
 * A login not yet taken, made from a wanted name (a Telegram name, a wallet address): the allowed symbols
 * only, 4 to 20 characters, then 2, 3, ... appended while taken.
 */
export async function freeName(ctx: SimContext, wanted: string): Promise<string> {
  const base = wanted
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, 20)
    .padEnd(4, '_');
  let candidate = base;
  for (let n = 2; await ctx.db.users.where('nameLower').equals(candidate.toLowerCase()).first(); n += 1) {
    candidate = `${base}${n}`;
  }
  return candidate;
}

/** Login by name or email, case-insensitive. */
export async function findByLogin(ctx: SimContext, login: string): Promise<UserRecord | undefined> {
  const lower = login.trim().toLowerCase();
  return (
    (await ctx.db.users.where('nameLower').equals(lower).first()) ??
    (await ctx.db.users.where('emailLower').equals(lower).first())
  );
}

export function toWireUser(record: UserRecord, token?: string): User {
  const {
    nameLower: _n,
    emailLower: _e,
    twoFactorSecret: _s,
    fingerprint: _f,
    invitedBy: _i,
    ...user
  } = record;
  return token ? { ...user, token } : user;
}
