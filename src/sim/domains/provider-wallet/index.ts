/**
 * The operator's end of the provider's wallet API (ARCHITECTURE.md "Simulated outside systems"): the signed
 * balance, bet, win and refund callbacks a game provider sends an aggregator-style operator. A callback with a
 * bad signature is refused and changes nothing; a money callback runs once per transaction id (money.ts);
 * every callback and its answer is logged for the emulator page (log.ts). Loaded with the provider's domain.
 */
import { fromMinor } from '@contract/index';
import type { WalletCallbackAnswer, WalletCallbackRequest } from '@contract/provider/wallet-callbacks';
import { findCurrency, type SimContext } from '../../context';
import { InsufficientFunds } from '../../services/ledger';
import { findGame } from '../catalogue/store';
import { topUpGuest } from '../games/guest';
import { announceBet } from '../games/live-feed';
import { decimalsOf } from '../games/records';
import { GUEST_USER_ID } from '../games/settings';
import { balanceKindOf } from './funding';
import { logCallback } from './log';
import { moveMoney } from './money';
import { WalletRefusal, resolveCall, type ResolvedCall } from './params';
import { providerSecret, verifyCallback } from './signature';

export { callbackLog } from './log';

const refusal = (error: WalletRefusal): WalletCallbackAnswer => ({
  error_code: error.code,
  error_description: error.message,
});

async function answerCall(ctx: SimContext, call: ResolvedCall): Promise<WalletCallbackAnswer> {
  const { session } = call;
  // The guest's demo wallet is topped up whenever it is empty, as for the in-house games.
  const currency = findCurrency(session.currency);
  if (session.userId === GUEST_USER_ID && currency) await topUpGuest(ctx, [currency]);
  if (call.action === 'balance') {
    const balance = await ctx.ledger.balance(session.userId, session.currency, balanceKindOf(session));
    return { balance: fromMinor(balance?.amount ?? 0, decimalsOf(session.currency)) };
  }
  const game = await findGame(session.gameId);
  if (!game) throw new WalletRefusal('BAD_REQUEST', 'Unknown game');
  const { answer, bet, owner } = await moveMoney(ctx, call, game);
  if (bet) announceBet(ctx, bet, owner);
  return answer;
}

/** Answers one callback as the operator's wallet endpoint would; `replayOf` marks a resend from the emulator. */
export async function handleWalletCallback(
  ctx: SimContext,
  request: WalletCallbackRequest,
  replayOf: number | null = null,
): Promise<WalletCallbackAnswer> {
  let answer: WalletCallbackAnswer;
  try {
    if (!verifyCallback(providerSecret(ctx.seed), request))
      throw new WalletRefusal('INVALID_SIGNATURE', 'The signature does not match');
    answer = await answerCall(ctx, await resolveCall(ctx, request.params));
  } catch (error) {
    if (error instanceof WalletRefusal) answer = refusal(error);
    else if (error instanceof InsufficientFunds)
      answer = { error_code: 'INSUFFICIENT_FUNDS', error_description: 'Insufficient funds' };
    else throw error;
  }
  await logCallback(ctx, request, answer, replayOf);
  return answer;
}
