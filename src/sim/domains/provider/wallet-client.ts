/**
 * The provider's server calling the operator's wallet: what the game engines (slots, live tables, poker) use
 * to move a player's money. Each call sends a signed callback (contract/provider/wallet-callbacks.ts) to the
 * operator's handler, as the provider's server would over HTTP, and answers the balance after in minor units;
 * a refusal is thrown as a ProviderFailure with the operator's code (INSUFFICIENT_FUNDS, ...). Transaction ids
 * come from the seeded id stream unless the engine brings its own (to refund the bet later, say).
 */
import { fromMinor, minorToString, toMinor } from '@contract/index';
import { isWalletRefusal, type WalletCallbackParams } from '@contract/provider/wallet-callbacks';
import { findCurrency, type SimContext } from '../../context';
import type { ProviderSessionRecord } from '../../services/db';
import { handleWalletCallback } from '../provider-wallet';
import { providerSecret, signCallback } from '../provider-wallet/signature';
import { ProviderFailure } from './methods';

export { openProviderSession } from './sessions';

type CallbackFields = Omit<WalletCallbackParams, 'player_id' | 'session_id' | 'game_uuid' | 'currency'>;

const decimalsOf = (session: ProviderSessionRecord) => findCurrency(session.currency)?.decimals ?? 8;

async function send(
  ctx: SimContext,
  session: ProviderSessionRecord,
  fields: CallbackFields,
): Promise<number> {
  const params: WalletCallbackParams = {
    player_id: session.userId,
    session_id: session.token,
    game_uuid: session.gameId,
    currency: session.currency,
    ...fields,
  };
  const answer = await handleWalletCallback(ctx, {
    params,
    sign: signCallback(providerSecret(ctx.seed), params),
  });
  if (isWalletRefusal(answer)) throw new ProviderFailure(answer.error_code, answer.error_description);
  return toMinor(answer.balance, decimalsOf(session)) ?? 0;
}

const amountText = (session: ProviderSessionRecord, minor: number) => {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount: ${minor}`);
  return minorToString(minor, decimalsOf(session));
};

export interface BetInput {
  roundId: string;
  /** Minor units, more than 0. */
  amount: number;
  /** The provider's id for this bet (default: a fresh one from the seeded id stream). */
  transactionId?: string;
}

export interface WinInput {
  roundId: string;
  /** Minor units; 0 closes a lost round. */
  amount: number;
  /** Whether the round is over (then it is recorded as a bet). */
  finished: boolean;
  transactionId?: string;
}

export interface RefundInput {
  roundId: string;
  betTransactionId: string;
  transactionId?: string;
}

export const providerBalance = (ctx: SimContext, session: ProviderSessionRecord): Promise<number> =>
  send(ctx, session, { action: 'balance' });

export const providerBet = (ctx: SimContext, session: ProviderSessionRecord, input: BetInput) =>
  send(ctx, session, {
    action: 'bet',
    amount: amountText(session, input.amount),
    transaction_id: input.transactionId ?? ctx.newId(),
    round_id: input.roundId,
  });

export const providerWin = (ctx: SimContext, session: ProviderSessionRecord, input: WinInput) =>
  send(ctx, session, {
    action: 'win',
    amount: amountText(session, input.amount),
    transaction_id: input.transactionId ?? ctx.newId(),
    round_id: input.roundId,
    finished: input.finished ? '1' : '0',
  });

export const providerRefund = (ctx: SimContext, session: ProviderSessionRecord, input: RefundInput) =>
  send(ctx, session, {
    action: 'refund',
    transaction_id: input.transactionId ?? ctx.newId(),
    round_id: input.roundId,
    bet_transaction_id: input.betTransactionId,
  });

/** A balance in minor units as the wire's decimal (the game clients' `balance` fields). */
export const balanceDecimal = (session: ProviderSessionRecord, minor: number) =>
  fromMinor(minor, decimalsOf(session));
