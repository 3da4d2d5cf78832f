/**
 * What the emulator page (/debugger/emulator/slotegrator) does with the callback log: read it, and send a
 * logged callback again, as it was or with a broken signature, to show that the operator answers a replay the
 * same without moving money and refuses a signature that does not match.
 */
import { fromMinor } from '@contract/index';
import type { WalletCallbackReplay, WalletCallbackRequest } from '@contract/provider/wallet-callbacks';
import type { SimContext } from '../../context';
import { decimalsOf } from '../games/records';
import { balanceKindOf } from './funding';
import { handleWalletCallback } from './index';
import { callbackLog } from './log';

/** The same signature with its last hex digit changed: one character off, as a tampered callback would be. */
function brokenSign(sign: string): string {
  const last = sign.at(-1) ?? '0';
  return `${sign.slice(0, -1)}${last === '0' ? '1' : '0'}`;
}

/** The balance the callback's session plays, as a decimal (0 for a session no longer known). */
async function sessionBalance(ctx: SimContext, request: WalletCallbackRequest): Promise<number> {
  const session = await ctx.db.providerSessions.get(String(request.params.session_id));
  if (!session) return 0;
  const record = await ctx.ledger.balance(session.userId, session.currency, balanceKindOf(session));
  return fromMinor(record?.amount ?? 0, decimalsOf(session.currency));
}

export async function replayCallback(
  ctx: SimContext,
  id: number,
  options: { badSignature?: boolean } = {},
): Promise<WalletCallbackReplay | null> {
  const logged = await ctx.db.providerCallbacks.get(Number(id));
  if (!logged) return null;
  const request = options.badSignature
    ? { ...logged.request, sign: brokenSign(logged.request.sign) }
    : logged.request;
  const balanceBefore = await sessionBalance(ctx, request);
  await handleWalletCallback(ctx, request, logged.id!);
  const balanceAfter = await sessionBalance(ctx, request);
  const [entry] = await callbackLog(ctx, 1);
  return { entry: entry!, balanceBefore, balanceAfter };
}

export { callbackLog };
