/** The wallet-connect calls (loaded on first use, see index.ts). */
import { HTTP } from '@contract/index';
import {
  WALLET_CONNECT_CODES,
  WALLET_CONNECT_MESSAGES,
  newConnectionText,
  shortAddress,
  walletName,
} from '@contract/wallet-connect';
import {
  disconnectBodySchema,
  thirdwebLoginBodySchema,
  thirdwebUidBodySchema,
} from '@contract/wallet-connect-schemas';
import type { SimContext } from '../../context';
import type { CredentialRecord, UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import { authed, type RouteHandlers } from '../../router';
import { freeName, prepareUser } from '../users';
import { alreadyConnected, connectionsOf, newConnection, ownerOf, toWireConnection } from './connections';
import { authExpired, signInToProvider, spendUid } from './thirdweb';

/**
 * The account a uid's wallet signs in to: the one it is linked to, else a new one named after the address
 * (like a MetaMask sign-up), created with its link in the transaction that spends the uid.
 */
async function accountForUid(ctx: SimContext, uid: string): Promise<UserRecord> {
  const provisional = await ctx.db.thirdwebSessions.get(uid);
  if (!provisional) throw authExpired();
  // The password hash takes a while: it is made before the transaction, in case the address has no account.
  const fresh: { user: UserRecord; credential: CredentialRecord } | null = (await ownerOf(
    ctx,
    provisional.address,
  ))
    ? null
    : await prepareUser(ctx, {
        name: await freeName(ctx, shortAddress(provisional.address).replace('…', '')),
        email: null,
        password: null,
      });
  const { db } = ctx;
  return db.transaction(
    'rw',
    [db.thirdwebSessions, db.walletConnections, db.users, db.credentials],
    async () => {
      const session = await spendUid(ctx, uid);
      const owner = await ownerOf(ctx, session.address);
      if (owner) return owner;
      // Unlinked between the look and the transaction: the player connects again.
      if (!fresh) throw authExpired();
      await db.users.add(fresh.user);
      await db.credentials.add(fresh.credential);
      await db.walletConnections.add(newConnection(ctx, fresh.user._id, session));
      return fresh.user;
    },
  );
}

export const walletConnectHandlers: RouteHandlers = {
  'POST /thirdweb/emulator/login': async ({ ctx, body }) =>
    signInToProvider(ctx, parseBody(thirdwebLoginBodySchema, body)),

  'POST /api/thirdweb/fetchToken': async ({ ctx, body }) => {
    const { uid } = parseBody(thirdwebUidBodySchema, body);
    const user = await accountForUid(ctx, uid);
    const session = await ctx.sessions.start(user._id, Boolean(user.twoFactorSecret));
    return { model: { userAuthToken: session.token } };
  },

  'POST /api/profile/connections/connect': async (input) => {
    const { ctx, user } = authed(input);
    const { uid } = parseBody(thirdwebUidBodySchema, input.body);
    const { db } = ctx;
    const record = await db.transaction(
      'rw',
      [db.thirdwebSessions, db.walletConnections, db.users],
      async () => {
        const session = await spendUid(ctx, uid);
        // Linked to anyone, this player included: refused, and the uid stays unspent (the transaction aborts).
        if (await ownerOf(ctx, session.address)) throw alreadyConnected();
        const link = newConnection(ctx, user._id, session);
        await db.walletConnections.add(link);
        return link;
      },
    );
    return {
      success: true,
      message: newConnectionText(walletName(record.wallet), record.address),
      connection: toWireConnection(record),
    };
  },

  'POST /api/profile/connections': async (input) => {
    const { ctx, user } = authed(input);
    return connectionsOf(ctx, user._id);
  },

  'POST /api/profile/connections/disconnect': async (input) => {
    const { ctx, user } = authed(input);
    const { address } = parseBody(disconnectBodySchema, input.body);
    const lower = address.toLowerCase();
    const { db } = ctx;
    const removed = await db.transaction('rw', db.walletConnections, async () => {
      const link = await db.walletConnections.get(lower);
      if (link?.userId !== user._id) return false;
      await db.walletConnections.delete(lower);
      return true;
    });
    if (!removed)
      throw new HttpError(
        HTTP.notFound,
        WALLET_CONNECT_CODES.notConnected,
        WALLET_CONNECT_MESSAGES.notConnected,
      );
    return { success: true, message: WALLET_CONNECT_MESSAGES.unlinked };
  },
};
