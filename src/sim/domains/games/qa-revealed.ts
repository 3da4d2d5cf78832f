/**
 * control.revealedWin: a bet QA can verify. The newest finished, paying bet of an in-house game in the public
 * list whose server seed is revealed (its player has changed seeds since), for a test or a demo to open with
 * '/bet N' and check on /fairness without paging through bets one by one.
 */
import { gameInfo, type GameId } from '@contract/index';
import type { SimContext } from '../../context';
import { listTag } from './records';

/** How many of the game's newest public bets are looked at: about an hour of a busy crowd's play of one game. */
const SCAN_LIMIT = 2_000;

/** The bet's number, or null while none is revealed; RangeError for a game that is not an in-house one. */
export async function revealedWin(ctx: SimContext, game: unknown): Promise<number | null> {
  if (typeof game !== 'string' || !gameInfo(game)) throw new RangeError(`Unknown game: ${String(game)}`);
  const { bets, seedPairs } = ctx.db;
  const paid = (
    await bets
      .where('tags')
      .equals(listTag('all', game as GameId))
      .reverse()
      .limit(SCAN_LIMIT)
      .toArray()
  ).filter((row) => row.status === 'finished' && row.payout > 0);
  const pairs = await seedPairs.bulkGet([...new Set(paid.map((row) => row.seedPairId))]);
  const revealed = new Set(pairs.flatMap((pair) => (pair?.status === 'revealed' ? [pair.id] : [])));
  return paid.find((row) => revealed.has(row.seedPairId))?.number ?? null;
}
