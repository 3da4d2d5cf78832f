/**
 * How the live tables move money: only through the provider's wallet callbacks to the operator (the seam's
 * wallet client), one bet callback per placement and one finished win (0 for a loss) per seat and round.
 */
import type { ProviderSessionRecord } from '../../../services/db';
import type { SimContext } from '../../../context';

export interface LiveWallet {
  /** Debits a seat's chips; answers the bet callback's transaction id. Throws ProviderFailure when refused. */
  bet(session: ProviderSessionRecord, round: string, amount: number): Promise<{ transactionId: string }>;
  /** Pays the seat's round (0 for a loss) and finishes it. */
  win(session: ProviderSessionRecord, round: string, amount: number): Promise<void>;
  /** Returns a bet of a round that will never be dealt (a reload in the middle of one). */
  refund(session: ProviderSessionRecord, round: string, betTransactionId: string): Promise<void>;
}

/** The provider's wallet client for `ctx`. */
export async function providerWallet(ctx: SimContext): Promise<LiveWallet> {
  const client = await import('../wallet-client');
  return {
    async bet(session, roundId, amount) {
      // The provider names its bet itself, so that a refund can name it later.
      const transactionId = ctx.newId();
      await client.providerBet(ctx, session, { roundId, amount, transactionId });
      return { transactionId };
    },
    async win(session, roundId, amount) {
      await client.providerWin(ctx, session, { roundId, amount, finished: true });
    },
    async refund(session, roundId, betTransactionId) {
      await client.providerRefund(ctx, session, { roundId, betTransactionId });
    },
  };
}
