/** Seeds the demo accounts of fixtures/demo-accounts.json into a new world, balances through the ledger. */
import demoAccounts from '@fixtures/demo-accounts.json';
import demoPasswordHashes from '@fixtures/demo-password-hashes.json';
import { toMinor, type PermissionGroup, type Role } from '@contract/index';
import { findCurrency, type SimContext } from '../context';
import { createUser } from '../domains/users';
import type { PasswordHash } from '../services/passwords';

export interface DemoAccount {
  login: string;
  password: string;
  email: string | null;
  emailVerified: boolean;
  description: string;
  roles: Role[];
  permissions: PermissionGroup[];
  vipLevel: number;
  selfExcluded?: boolean;
  twoFactorSecret?: string;
  /** Starting real balances, decimal strings per currency. */
  balances: Record<string, string>;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = demoAccounts as unknown as DemoAccount[];
/** Their passwords' stored hashes, made by scripts/demo-password-hashes.ts. */
export const DEMO_PASSWORD_HASHES = demoPasswordHashes as Record<string, PasswordHash | undefined>;

export async function seedDemoAccounts(ctx: SimContext): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const user = await createUser(ctx, {
      name: account.login,
      email: account.email,
      password: account.password,
      passwordHash: DEMO_PASSWORD_HASHES[account.login],
      emailVerified: account.emailVerified,
      roles: account.roles,
      permissions: account.permissions,
      vipLevel: account.vipLevel,
      selfExcluded: account.selfExcluded ?? false,
      twoFactorSecret: account.twoFactorSecret ?? null,
    });
    await ctx.ledger.transact([], async (tx) => {
      for (const [currencyId, amount] of Object.entries(account.balances)) {
        const currency = findCurrency(currencyId);
        const minor = currency ? toMinor(amount, currency.decimals) : null;
        if (!currency || !minor)
          throw new Error(`Bad seed balance ${currencyId} ${amount} for ${account.login}`);
        await tx.apply({
          userId: user._id,
          currency: currency.id,
          kind: 'real',
          delta: minor,
          reason: 'seed',
          ref: `seed-${user._id}`,
        });
      }
    });
  }
}
