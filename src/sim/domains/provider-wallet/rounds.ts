/**
 * A third-party game's round at the operator: its bets and wins add up until the provider's win callback says
 * it finished (a lost round closes with a win of 0). The finished round is recorded as a bet like the in-house
 * ones (bet lists, high rollers, the live feed): stake = its bets, payout = its wins, the game's catalogue id,
 * name and art, and nonce -1, since a provider's round is not the fairness scheme's (community.md §3).
 */
import type { SimContext } from '../../context';
import type { BetRow, ProviderRoundRecord, ProviderSessionRecord } from '../../services/db';
import type { CatalogueRecord } from '../catalogue/records';
import { betTags } from '../games/records';

export const roundKeyOf = (session: Pick<ProviderSessionRecord, 'token'>, roundId: string) =>
  `${session.token}:${roundId}`;

/** The round, or a new one starting now (not yet written: the caller writes it with its money). */
export function openRound(
  ctx: SimContext,
  session: ProviderSessionRecord,
  roundId: string,
): PromiseLike<ProviderRoundRecord> {
  const key = roundKeyOf(session, roundId);
  return ctx.db.providerRounds.get(key).then(
    (round) =>
      round ?? {
        key,
        sessionId: session.token,
        roundId,
        userId: session.userId,
        gameId: session.gameId,
        currency: session.currency,
        demo: session.demo,
        stake: 0,
        payout: 0,
        startedAt: ctx.clock.now(),
        betId: null,
      },
  );
}

/** Closes the round and writes its bet record; answers the record (with its number). */
export function finishRound(
  ctx: SimContext,
  round: ProviderRoundRecord,
  game: CatalogueRecord,
): PromiseLike<BetRow> {
  const base: Omit<BetRow, 'number' | 'tags'> = {
    id: ctx.newId(),
    userId: round.userId,
    game: round.gameId,
    currency: round.currency,
    demo: round.demo,
    wager: round.stake,
    stake: round.stake,
    payout: round.payout,
    status: 'finished',
    seedPairId: '',
    serverSeedHash: '',
    clientSeed: '',
    nonce: -1,
    createdAt: round.startedAt,
    settledAt: ctx.clock.now(),
    view: { provider: game.type, round: round.roundId },
    title: { name: game.name, image: game.icon },
  };
  const tags = betTags(ctx.prices, base);
  return ctx.db.bets
    .add({ ...base, tags })
    .then((number) =>
      ctx.db.providerRounds.put({ ...round, betId: base.id }).then(() => ({ ...base, number, tags })),
    );
}
