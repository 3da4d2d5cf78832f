/** Linked wallets: one account per address, whether it was linked here or signed up with MetaMask. */
import { HTTP } from '@contract/index';
import { WALLET_CONNECT_CODES, WALLET_CONNECT_ERRORS, type WalletConnection } from '@contract/wallet-connect';
import type { SimContext } from '../../context';
import type { UserRecord, WalletConnectionRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';

export const alreadyConnected = () =>
  new HttpError(
    HTTP.badRequest,
    WALLET_CONNECT_CODES.alreadyConnected,
    WALLET_CONNECT_ERRORS.alreadyConnected,
  );

/** The account an address belongs to: linked through wallet-connect, or the wallet a MetaMask account signs with. */
export async function ownerOf(ctx: SimContext, address: string): Promise<UserRecord | undefined> {
  const lower = address.toLowerCase();
  const link = await ctx.db.walletConnections.get(lower);
  if (link) return ctx.db.users.get(link.userId);
  return ctx.db.users.where('wallet_address').equals(lower).first();
}

export function newConnection(
  ctx: SimContext,
  userId: string,
  wallet: { address: string; wallet: string },
): WalletConnectionRecord {
  return {
    addressLower: wallet.address.toLowerCase(),
    address: wallet.address,
    wallet: wallet.wallet,
    userId,
    linkedAt: ctx.clock.now(),
  };
}

export const toWireConnection = (record: WalletConnectionRecord): WalletConnection => ({
  address: record.address,
  wallet: record.wallet,
  created_at: new Date(record.linkedAt).toISOString(),
});

/** A player's linked wallets, newest first. */
export async function connectionsOf(ctx: SimContext, userId: string): Promise<WalletConnection[]> {
  const records = await ctx.db.walletConnections.where('userId').equals(userId).toArray();
  return records.sort((a, b) => b.linkedAt - a.linkedAt).map(toWireConnection);
}
