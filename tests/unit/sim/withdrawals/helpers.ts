/** Shared helpers of the withdrawal tests: a funded player, the calls, and the player's money in one place. */
import { toMinor, type ApiErrorBody, type WithdrawHistoryEntry } from '@contract/index';
import { register, type Account, type World } from '../world';

export const HOUR_MS = 60 * 60_000;

/** A new player holding `usdt` real USDT (a test credit through the ledger), at VIP level `vipLevel`. */
export async function fundedPlayer(world: World, usdt = '1000', vipLevel = 0): Promise<Account> {
  const account = await register(world);
  const ctx = await world.sim.context();
  await ctx.ledger.transact([], async (tx) => {
    await tx.apply({
      userId: account.user._id,
      currency: 'usdt',
      kind: 'real',
      delta: toMinor(usdt, 2)!,
      reason: 'test_credit',
      ref: 'test',
    });
  });
  await ctx.db.users.update(account.user._id, { vipLevel, email_verified: true });
  return account;
}

export const withdraw = (world: World, account: Account, body: Record<string, unknown>) =>
  world.call<WithdrawHistoryEntry & ApiErrorBody>(
    'POST',
    '/api/wallet/withdraw',
    { currency: 'usdt', wallet: 'TXYZ1234address', type: 'trc20', ...body },
    account.token,
  );

export const cancel = (world: World, account: Account, id: string) =>
  world.call<WithdrawHistoryEntry & ApiErrorBody>(
    'POST',
    '/api/wallet/cancel_withdraw',
    { id },
    account.token,
  );

export const history = (world: World, account: Account, body?: unknown) =>
  world.call<WithdrawHistoryEntry[]>('POST', '/api/wallet/history/withdraws', body, account.token);

/** The player's real USDT in minor units. */
export async function usdtOf(world: World, account: Account): Promise<number> {
  const ctx = await world.sim.context();
  return (await ctx.ledger.balance(account.user._id, 'usdt', 'real'))?.amount ?? 0;
}

/** Moves the manual clock and runs what fell due. */
export async function advance(world: World, ms: number): Promise<void> {
  world.clock.advance(ms);
  await world.sim.control.settle();
}

export const withdrawalRecord = async (world: World, id: string) =>
  (await world.sim.context()).db.withdrawals.get(id);
