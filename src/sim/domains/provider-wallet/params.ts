/**
 * A callback's parameters, checked and resolved against the operator's records: the session must exist and
 * match the player, game and currency it names; money callbacks carry a positive decimal amount (a win may be
 * 0) at the currency's precision and a transaction id.
 */
import * as z from 'zod/mini';
import { toMinor } from '@contract/index';
import type { WalletCallbackParams, WalletErrorCode } from '@contract/provider/wallet-callbacks';
import { findCurrency } from '../../context';
import type { SimContext } from '../../context';
import type { ProviderSessionRecord } from '../../services/db';

const text = z.string().check(z.minLength(1), z.maxLength(128));

const paramsSchema = z.object({
  action: z.enum(['balance', 'bet', 'win', 'refund']),
  player_id: text,
  session_id: text,
  game_uuid: text,
  currency: text,
  amount: z.optional(z.string().check(z.regex(/^\d{1,15}(\.\d{1,18})?$/))),
  transaction_id: z.optional(text),
  round_id: z.optional(text),
  bet_transaction_id: z.optional(text),
  finished: z.optional(z.enum(['0', '1'])),
});

/** A refusal the operator answers as `{error_code, error_description}`. */
export class WalletRefusal extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const badRequest = (why: string) => new WalletRefusal('BAD_REQUEST', why);

export interface BalanceCall {
  action: 'balance';
  session: ProviderSessionRecord;
}

export interface MoneyCall {
  action: 'bet' | 'win' | 'refund';
  session: ProviderSessionRecord;
  /** Minor units. */
  amount: number;
  transactionId: string;
  roundId: string;
  betTransactionId: string | null;
  finished: boolean;
}

export type ResolvedCall = BalanceCall | MoneyCall;

export async function resolveCall(ctx: SimContext, raw: WalletCallbackParams): Promise<ResolvedCall> {
  const parsed = z.safeParse(paramsSchema, raw);
  if (!parsed.success) throw badRequest('Malformed callback parameters');
  const params = parsed.data;
  const session = await ctx.db.providerSessions.get(params.session_id);
  if (!session) throw new WalletRefusal('SESSION_NOT_FOUND', 'Unknown session');
  if (
    session.userId !== params.player_id ||
    session.gameId !== params.game_uuid ||
    session.currency !== params.currency
  )
    throw badRequest('The session belongs to another player, game or currency');
  if (params.action === 'balance') return { action: 'balance', session };

  const decimals = findCurrency(session.currency)?.decimals ?? 8;
  const amount = params.amount === undefined ? null : toMinor(params.amount, decimals);
  const needsAmount = params.action !== 'refund';
  if (needsAmount && (amount === null || (params.action === 'bet' && amount <= 0)))
    throw badRequest('Invalid amount');
  if (!params.transaction_id || !params.round_id) throw badRequest('Missing transaction or round id');
  if (params.action === 'refund' && !params.bet_transaction_id)
    throw badRequest('Missing bet_transaction_id');
  return {
    action: params.action,
    session,
    amount: amount ?? 0,
    transactionId: params.transaction_id,
    roundId: params.round_id,
    betTransactionId: params.bet_transaction_id ?? null,
    finished: params.finished === '1',
  };
}
