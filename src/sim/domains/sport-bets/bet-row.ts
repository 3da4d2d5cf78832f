/**
 * A settled sport bet in the bet lists and the live feed (feed/events.ts, games/records.ts betTags): one row of
 * the bets table under the game SPORT_BET_GAME, staked and paid like a round (nonce -1: a sport bet is not
 * the fairness scheme's). A refunded bet is a cancelled row, as a cancelled round is: in its owner's list, not
 * in the feed.
 */
import { SPORT_BET_GAME, SPORT_BET_STATUS } from '@contract/sport-bets';
import type { SimContext } from '../../context';
import type { BetRow, SportBetRecord } from '../../services/db';
import { gameImage } from '../feed/events';
import { betTags } from '../games/records';

const TITLE = { name: SPORT_BET_GAME.name, image: gameImage(SPORT_BET_GAME.id) };

/** Writes the row of a settled bet (inside its settlement's transaction); answers it with its number. */
export function addBetRow(ctx: SimContext, bet: SportBetRecord): PromiseLike<BetRow> {
  const base: Omit<BetRow, 'number' | 'tags'> = {
    id: bet._id,
    userId: bet.userId,
    game: SPORT_BET_GAME.id,
    currency: bet.currency,
    demo: bet.demo,
    wager: bet.stake,
    stake: bet.stake,
    payout: bet.payout,
    status: bet.status === SPORT_BET_STATUS.refunded ? 'cancelled' : 'finished',
    seedPairId: '',
    serverSeedHash: '',
    clientSeed: '',
    nonce: -1,
    createdAt: bet.createdAt,
    settledAt: bet.settledAt,
    view: {
      kind: bet.kind,
      odds: bet.odds,
      selections: bet.selections.map(({ matchName, marketName, optionName, odds, status }) => ({
        matchName,
        marketName,
        optionName,
        odds,
        status,
      })),
    },
    title: TITLE,
  };
  const tags = betTags(ctx.prices, base);
  return ctx.db.bets.add({ ...base, tags }).then((number) => ({ ...base, number, tags }));
}
