/** Deposit addresses: one per user, currency and chain, derived from the world seed and stored on first request. */
import type { SimContext } from '../../context';
import type { DepositAddressRecord } from '../../services/db';
import { depositAddressFor } from './formats';
import type { ChainParams } from './params';

export async function depositAddress(
  ctx: SimContext,
  userId: string,
  currency: string,
  chain: ChainParams,
): Promise<DepositAddressRecord> {
  const key: [string, string, string] = [userId, currency, chain.id];
  const stored = await ctx.db.depositAddresses.get(key);
  if (stored) return stored;
  // Derived outside the transaction: the libraries load asynchronously, which would end an IndexedDB one.
  const address = await depositAddressFor(ctx.seed, userId, currency, chain);
  const record: DepositAddressRecord = {
    userId,
    currency,
    chain: chain.id,
    address,
    createdAt: ctx.clock.now(),
  };
  return ctx.db.transaction('rw', ctx.db.depositAddresses, async () => {
    const raced = await ctx.db.depositAddresses.get(key);
    if (raced) return raced;
    await ctx.db.depositAddresses.add(record);
    return record;
  });
}

export const addressOwner = (ctx: SimContext, chain: string, address: string) =>
  ctx.db.depositAddresses.where('[chain+address]').equals([chain, address]).first();
