/**
 * The room's money, only through the provider's wallet callbacks (provider/wallet-client): a seat's stay is one
 * round at the operator, its buy-in the round's bet and its cash-out the round's finishing win (0 for a bust).
 * Chips convert to the session's currency at its price when the seat is bought; the stay keeps that rate, so
 * leaving with the chips one sat down with gives back exactly what was paid.
 */
import { fromMinor } from '@contract/index';
import { POKER_ROOM_GAME_ID } from '@contract/provider/poker';
import { findCurrency, type SimContext } from '../../../../context';
import type { ProviderSessionRecord } from '../../../../services/db';
import { ProviderFailure } from '../../methods';
import { openProviderSession, providerBet, providerWin } from '../../wallet-client';
import { CHIPS_PER_USD } from './config';

export interface SeatWallet {
  /** A session for one of the crowd's players (their own real money). */
  openSession(userId: string, currency: string): Promise<ProviderSessionRecord>;
  /** What `chips` cost in the session's currency now, in minor units (0 when the currency has no price). */
  priceOf(session: ProviderSessionRecord, chips: number): number;
  /** Debits the buy-in (throws ProviderFailure, e.g. INSUFFICIENT_FUNDS, and nothing changes). */
  buyIn(session: ProviderSessionRecord, stayId: string, minor: number): Promise<void>;
  /** Credits the cash-out and closes the stay's round. */
  cashOut(session: ProviderSessionRecord, stayId: string, minor: number): Promise<void>;
  /** The session's currency per chip now (decimal), for display. */
  chipValue(session: ProviderSessionRecord): number;
  /** Minor units as the wire's decimal. */
  decimal(session: ProviderSessionRecord, minor: number): number;
}

export function providerSeatWallet(ctx: SimContext): SeatWallet {
  const currencyOf = (session: ProviderSessionRecord) => {
    const priced = ctx.prices.currency(session.currency);
    if (!priced || !(priced.price > 0))
      throw new ProviderFailure('CURRENCY_UNAVAILABLE', 'This currency cannot be played at the tables.');
    return priced;
  };
  return {
    openSession: (userId, currency) =>
      openProviderSession(ctx, { userId, gameId: POKER_ROOM_GAME_ID, currency, demo: false }),
    priceOf(session, chips) {
      const { price, decimals } = currencyOf(session);
      return Math.round((chips / CHIPS_PER_USD / price) * 10 ** decimals);
    },
    async buyIn(session, stayId, minor) {
      await providerBet(ctx, session, { roundId: stayId, amount: minor });
    },
    async cashOut(session, stayId, minor) {
      await providerWin(ctx, session, { roundId: stayId, amount: minor, finished: true });
    },
    // A display factor, never used to move money.
    chipValue: (session) => 1 / CHIPS_PER_USD / currencyOf(session).price,
    decimal: (session, minor) => fromMinor(minor, findCurrency(session.currency)?.decimals ?? 8),
  };
}
