/**
 * The session calls of every game client: what the game is and whose money it plays (session.info), and the
 * balance as the operator answers it now (session.balance). Both ask the operator's wallet for the balance,
 * as a provider's server does when its client opens.
 */
import type { ProviderSessionInfo, ProviderSessionMethodMap } from '@contract/provider/index';
import { findGame } from '../catalogue/store';
import { acceptsBonus } from '../provider-wallet/funding';
import { ProviderFailure, type ProviderMethodHandlers } from './methods';
import { balanceDecimal, providerBalance } from './wallet-client';

const GONE = () => new ProviderFailure('GAME_NOT_FOUND', 'This game is unavailable.');

/** The session calls of every game client. */
export const sessionMethods: ProviderMethodHandlers<ProviderSessionMethodMap> = {
  'session.info': async ({ ctx, session }): Promise<ProviderSessionInfo> => {
    const game = await findGame(session.gameId);
    if (!game || game.kind === 'original') throw GONE();
    const [player, balance] = await Promise.all([
      ctx.db.users.get(session.userId),
      providerBalance(ctx, session),
    ]);
    return {
      gameId: game.id,
      kind: game.kind,
      gameName: game.name,
      provider: game.type,
      currency: session.currency,
      demo: session.demo,
      balance: balanceDecimal(session, balance),
      bonusAccepted: acceptsBonus(game),
      player: { id: session.userId, name: player?.name ?? 'Player' },
    };
  },
  'session.balance': async ({ ctx, session }) => ({
    balance: balanceDecimal(session, await providerBalance(ctx, session)),
  }),
};
