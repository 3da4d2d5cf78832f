/** Wallet-signature sign-in (platform.md §4 "MetaMask login"): a one-time nonce, signed, verified with viem. */
import { CODES, HTTP, METAMASK_ERRORS, metamaskMessage } from '@contract/index';
import { metamaskNonceBodySchema, metamaskSignatureBodySchema } from '@contract/schemas';
import { HttpError } from '../services/http-error';
import { spendOneTime } from '../services/one-time';
import { parseBody } from '../services/validation';
import type { RouteHandlers } from '../router';
import { createUser, freeName, toWireUser } from './users';

const NONCE_TTL_MS = 5 * 60 * 1000;
const refused = () => new HttpError(HTTP.unauthorized, CODES.metamaskFailed, METAMASK_ERRORS.signatureFailed);

export const metamaskRoutes: RouteHandlers = {
  'POST /auth/metamask/nonce': async ({ ctx, body }) => {
    const { account } = parseBody(metamaskNonceBodySchema, body);
    const nonce = ctx.random.tokens.token(24);
    await ctx.db.oneTime.add({
      value: nonce,
      kind: 'metamask',
      subject: account.toLowerCase(),
      issuedAt: ctx.clock.now(),
      used: false,
    });
    return { nonce };
  },

  'POST /auth/metamask/signature': async ({ ctx, body }) => {
    const input = parseBody(metamaskSignatureBodySchema, body);
    const address = input.address.toLowerCase();
    if (input.message !== metamaskMessage(input.nonce)) throw refused();
    const spent = await spendOneTime(
      ctx.db,
      input.nonce,
      (record) =>
        record.kind === 'metamask' &&
        record.subject === address &&
        ctx.clock.now() - record.issuedAt <= NONCE_TTL_MS,
    );
    if (!spent) throw refused();
    // viem (with its curve) loads on the first wallet sign-in: most worlds never see one.
    const { verifyMessage } = await import('viem');
    const valid = await verifyMessage({
      address: input.address as `0x${string}`,
      message: input.message,
      signature: input.signature as `0x${string}`,
    }).catch(() => false);
    if (!valid) throw refused();

    // One account per address: a wallet linked through wallet-connect signs in to the account it is linked to.
    const link = await ctx.db.walletConnections.get(address);
    const user =
      (link && (await ctx.db.users.get(link.userId))) ??
      (await ctx.db.users.where('wallet_address').equals(address).first()) ??
      (await createUser(ctx, {
        // The short form of the address, unless a player already chose it as a login.
        name: await freeName(ctx, `0x${address.slice(2, 8)}${address.slice(-4)}`),
        email: null,
        password: null,
        walletAddress: address,
      }));
    const session = await ctx.sessions.start(user._id, Boolean(user.twoFactorSecret));
    return { user: toWireUser(user, session.token) };
  },
};
