/** Shared steps of the deposit tests: a player with a verified email, their deposit address, a transfer. */
import { expect } from 'vitest';
import { HTTP, type DepositHistoryEntry, type DepositWalletAnswer } from '@contract/index';
import { register, type Account, type World } from './world';

/** Signs up and follows the verification link of the sign-up email, as a player does. */
export async function verifiedAccount(world: World): Promise<Account> {
  const account = await register(world);
  const mail = (await world.sim.control.outbox()).find((email) => email.to === account.user.email);
  const [, , user, token] = mail!.link.split('/');
  const confirmed = await world.call('POST', '/api/user/confirmEmail', { user, token });
  expect(confirmed.status).toBe(HTTP.ok);
  return account;
}

export async function depositWallet(world: World, token: string, currency: string, chain?: string) {
  const reply = await world.call<DepositWalletAnswer>(
    'POST',
    '/api/wallet/getDepositWallet',
    { currency, chain },
    token,
  );
  expect(reply.status).toBe(HTTP.ok);
  return reply.body;
}

export async function depositHistory(world: World, token: string): Promise<DepositHistoryEntry[]> {
  const reply = await world.call<DepositHistoryEntry[]>(
    'POST',
    '/api/wallet/history/deposits',
    undefined,
    token,
  );
  expect(reply.status).toBe(HTTP.ok);
  return reply.body;
}

/** Moves the manual clock and runs what fell due. */
export async function advance(world: World, ms: number): Promise<void> {
  world.clock.advance(ms);
  await world.sim.control.settle();
}
