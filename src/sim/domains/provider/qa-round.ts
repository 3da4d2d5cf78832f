/**
 * control.playProviderRound: one round of a third-party game played through the wallet callbacks exactly as a
 * game client's would be (a session, a bet, a finishing win), for scripted scenarios and the emulator's
 * checks. The outcome is QA's to choose: this is the wallet's path, not a game.
 */
import { toMinor } from '@contract/index';
import type { ProviderQaRound } from '@contract/provider/wallet-callbacks';
import { findCurrency, type SimContext } from '../../context';
import { findGame } from '../catalogue/store';
import { GUEST_USER_ID } from '../games/settings';
import { ensureGuestUser } from '../games/guest';
import { ProviderFailure } from './methods';
import { balanceDecimal, openProviderSession, providerBet, providerWin } from './wallet-client';

export async function playQaRound(
  ctx: SimContext,
  round: ProviderQaRound,
): Promise<{ betId: string | null; balance: number }> {
  const currency = findCurrency(round.currency);
  const game = await findGame(String(round.game));
  if (!currency) throw new RangeError(`Unknown currency: ${round.currency}`);
  if (!game || game.kind === 'original') throw new RangeError(`Not a third-party game: ${round.game}`);
  const stake = toMinor(round.stake, currency.decimals);
  const payout = toMinor(round.payout, currency.decimals);
  if (stake === null || stake <= 0 || payout === null || payout < 0)
    throw new RangeError('The stake must be more than 0 and the payout at least 0');
  const userId = round.userId ?? GUEST_USER_ID;
  if (userId === GUEST_USER_ID) {
    if (!round.demo) throw new RangeError('The guest plays demo money only');
    await ensureGuestUser(ctx);
  } else if (!(await ctx.db.users.get(userId))) throw new RangeError(`Unknown player: ${userId}`);

  const session = await openProviderSession(ctx, {
    userId,
    gameId: game.id,
    currency: currency.id,
    demo: round.demo,
  });
  const roundId = ctx.newId();
  try {
    await providerBet(ctx, session, { roundId, amount: stake });
    const balance = await providerWin(ctx, session, { roundId, amount: payout, finished: true });
    const record = await ctx.db.providerRounds.get(`${session.token}:${roundId}`);
    return { betId: record?.betId ?? null, balance: balanceDecimal(session, balance) };
  } catch (error) {
    if (error instanceof ProviderFailure)
      throw new Error(`${error.code}: ${error.message}`, { cause: error });
    throw error;
  }
}
