/**
 * One place every real-money stake passes through, inside the bet's own transaction: the weekly race, the VIP
 * totals, rakeback, the day's play for cashback, the affiliate's commission and the bonus balances' wagering.
 * A negative stake takes back a refunded one (a cancelled round), so that cancelling farms nothing. Callers
 * spread `wagerTables(db)` into their transaction's scope and chain on Dexie's promises (services/ledger.ts).
 */
import type { SimContext } from '../../context';
import type { MoneyTx } from '../../services/ledger';
import { microUsdOfMinor } from '../../services/usd';
import type { SimDb } from '../../services/db';
import { countAffiliateWager } from '../affiliate/wagers';
import { countBonusWager } from '../bonuses/wagering';
import { addRaceWager, type RaceWager } from '../feed/race-wager';
import { GUEST_USER_ID } from '../games/settings';
import { txValue } from '../games/tx';
import { countRewardWager } from '../rewards/wagers';
import { countVipWager } from '../vip/wagers';

/**
 * Which kind of game took the stake: bonus balances are not accepted in live games, poker, futures and card
 * games (community.md §9), so their wagers do not count toward a bonus.
 */
export type WagerSource = 'originals' | 'cards' | 'slots' | 'live' | 'poker' | 'sport' | 'futures';

export interface Wager extends RaceWager {
  source: WagerSource;
}

/**
 * A real wager with its stake valued once, in micro-dollars at the price of its round's start (so that a
 * refund takes back exactly what the stake added): every share below reads this one figure.
 */
export interface ValuedWager extends Wager {
  microUsd: number;
}

/** The in-house games played with cards. */
const CARD_ORIGINALS: ReadonlySet<string> = new Set(['blackjack', 'baccarat', 'hilo']);
export const originalsSource = (game: string): WagerSource =>
  CARD_ORIGINALS.has(game) ? 'cards' : 'originals';

/** Every table a wager may write: spread them into the bet transaction's scope. */
export const wagerTables = (db: SimDb) => [
  db.raceEntries,
  db.users,
  db.bonuses,
  db.playerTotals,
  db.rakebackAccruals,
  db.rewardStates,
  db.dailyPlay,
  db.commissions,
  db.notifications,
];

/** Whether a stake is real money of a player (not demo, not the guest). */
export const isRealWager = (wager: Pick<Wager, 'demo' | 'userId'>) =>
  !wager.demo && wager.userId !== GUEST_USER_ID;

export function recordWager(ctx: SimContext, tx: MoneyTx, wager: Wager): PromiseLike<unknown> {
  if (!isRealWager(wager) || wager.stake === 0) return addRaceWager(ctx, wager);
  const valued: ValuedWager = {
    ...wager,
    microUsd: microUsdOfMinor(ctx.prices, wager.currency, wager.stake, wager.pricedAt ?? wager.at),
  };
  return addRaceWager(ctx, valued)
    .then(() => countVipWager(ctx, tx, valued))
    .then(() => countRewardWager(ctx, valued))
    .then(() => countAffiliateWager(ctx, valued))
    .then(() => countBonusWager(ctx, tx, valued))
    .then(() => txValue(undefined));
}
