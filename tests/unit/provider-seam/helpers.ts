/**
 * Helpers of the provider seam's tests: a world with the demo player signed in, catalogue games of each kind,
 * launches through the route, and the provider's wallet calls on the launched session.
 */
import type { GameLaunchAnswer } from '@contract/provider/index';
import type { WalletCallbackParams, WalletCallbackRequest } from '@contract/provider/wallet-callbacks';
import { handleWalletCallback } from '../../../src/sim/domains/provider-wallet';
import { providerSecret, signCallback } from '../../../src/sim/domains/provider-wallet/signature';
import type { ProviderSessionRecord } from '../../../src/sim/services/db';
import { allGames } from '../../../src/sim/domains/catalogue/store';
import type { CatalogueRecord } from '../../../src/sim/domains/catalogue/records';
import { login, startWorld, type World } from '../sim/world';

export { ledgerProblems } from '../sim/world';

export interface Player {
  world: World;
  token: string;
  userId: string;
}

/** A new world with the demo player ('player', real balances btc 0.05, eth 1.2, usdt 500, doge 2500). */
export async function player(options: { seed?: string } = {}): Promise<Player> {
  const world = await startWorld(options);
  const account = await login(world, 'player', 'player123');
  return { world, token: account.token, userId: account.user._id };
}

/** The first catalogue game matching `test` (by priority). */
export async function gameWhere(test: (game: CatalogueRecord) => boolean): Promise<CatalogueRecord> {
  const game = (await allGames()).find(test);
  if (!game) throw new Error('No such game in the catalogue');
  return game;
}

export const aSlot = () => gameWhere((game) => game.kind === 'slot' && !game.disabled);
export const aRouletteTable = () => gameWhere((game) => game.kind === 'roulette' && !game.disabled);

export async function launch(world: World, token: string | null, body: unknown) {
  return world.call<GameLaunchAnswer>('POST', '/api/game/launch', body, token);
}

/** Launches `gameId` and answers the session record the operator opened. */
export async function session(
  p: Player,
  gameId: string,
  options: { demo?: boolean; currency?: string } = {},
): Promise<ProviderSessionRecord> {
  const reply = await launch(p.world, p.token, {
    id: gameId,
    demo: options.demo ?? false,
    currency: options.currency ?? 'usdt',
  });
  if (reply.status !== 200) throw new Error(`Launch refused: ${JSON.stringify(reply.body)}`);
  const ctx = await p.world.sim.context();
  const record = await ctx.db.providerSessions.get(reply.body.session);
  if (!record) throw new Error('No session record');
  return record;
}

export async function realBalance(p: Player, currency = 'usdt'): Promise<number> {
  const ctx = await p.world.sim.context();
  return (await ctx.ledger.balance(p.userId, currency, 'real'))?.amount ?? 0;
}

/** A signed callback for a session, as the provider's server would send it. */
export async function signed(
  p: Player,
  s: ProviderSessionRecord,
  fields: Omit<WalletCallbackParams, 'player_id' | 'session_id' | 'game_uuid' | 'currency'>,
): Promise<WalletCallbackRequest> {
  const ctx = await p.world.sim.context();
  const params: WalletCallbackParams = {
    player_id: s.userId,
    session_id: s.token,
    game_uuid: s.gameId,
    currency: s.currency,
    ...fields,
  };
  return { params, sign: signCallback(providerSecret(ctx.seed), params) };
}

/** Sends a callback to the operator's wallet endpoint. */
export async function send(p: Player, request: WalletCallbackRequest) {
  return handleWalletCallback(await p.world.sim.context(), request);
}

/** How many ledger rows the player has: a refused or replayed callback must add none. */
export async function ledgerRows(p: Player): Promise<number> {
  const ctx = await p.world.sim.context();
  return ctx.db.ledger.where('userId').equals(p.userId).count();
}
