/**
 * The world's guest (userId 'guest'): one account row without credentials (nobody can sign in as it), a demo
 * wallet worth $1,000 of each currency, topped up through the ledger whenever a balance is zero, its own seed
 * pair and at most one open game. Every guest tab of the world shares it.
 */
import { fromMinor, toMinor } from '@contract/index';
import { CURRENCIES, type CurrencyFixture, type PricedCurrency, type SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { avatarFor } from '../users';
import { DEMO_TOP_UP_USD } from '../wallet';
import { GUEST_USER_ID } from './settings';
import { inSequence } from './tx';

/**
 * The guest's account row, created on first use. Its login ('#guest') cannot be typed (logins allow letters,
 * digits, '_', '.' and '-'), it has no email and no credentials, and its bets are private: it exists so that
 * the ledger's rows and balance events belong to a user like any other.
 */
export async function ensureGuestUser(ctx: SimContext): Promise<UserRecord> {
  const existing = await ctx.db.users.get(GUEST_USER_ID);
  if (existing) return existing;
  const guest: UserRecord = {
    _id: GUEST_USER_ID,
    name: 'Guest',
    nameLower: '#guest',
    email: null,
    emailLower: null,
    email_verified: false,
    avatar: avatarFor('000000', 'Guest'),
    client_seed: ctx.seedStream.token(16),
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
    created_at: new Date(ctx.clock.now()).toISOString(),
    mute: null,
    ignore: [],
    private_bets: true,
    two_factor_enabled: false,
    wallet_address: null,
    telegram_id: null,
    twoFactorSecret: null,
    fingerprint: null,
    invitedBy: null,
  };
  await ctx.db.users.put(guest);
  return guest;
}

/** $1,000 worth of a currency at its price now, in minor units (the demo top-up's amount). */
export function demoTopUpMinor(currency: PricedCurrency): number {
  return toMinor((DEMO_TOP_UP_USD / currency.price).toFixed(currency.decimals), currency.decimals) ?? 0;
}

/** Tops up every listed currency whose guest demo balance is zero, in one ledger transaction. */
export async function topUpGuest(ctx: SimContext, currencies: readonly CurrencyFixture[]): Promise<void> {
  await ensureGuestUser(ctx);
  await ctx.ledger.transact([], (tx) =>
    inSequence(currencies, (currency) =>
      ctx.ledger.balance(GUEST_USER_ID, currency.id, 'demo').then((current) => {
        const priced = ctx.prices.currency(currency.id);
        const amount = priced ? demoTopUpMinor(priced) : 0;
        if ((current?.amount ?? 0) !== 0 || amount <= 0) return undefined;
        return tx.apply({
          userId: GUEST_USER_ID,
          currency: currency.id,
          kind: 'demo',
          delta: amount,
          reason: 'demo_topup',
          ref: `demo-topup-${ctx.newId()}`,
        });
      }),
    ),
  );
}

/** 'POST /api/guest/wallet': the guest's demo balances, each topped up first if it is zero. */
export async function guestWallet(ctx: SimContext): Promise<{ balances: Record<string, number> }> {
  await topUpGuest(ctx, CURRENCIES);
  const balances: Record<string, number> = {};
  for (const currency of CURRENCIES) {
    const record = await ctx.ledger.balance(GUEST_USER_ID, currency.id, 'demo');
    balances[currency.id] = fromMinor(record?.amount ?? 0, currency.decimals);
  }
  return { balances };
}
