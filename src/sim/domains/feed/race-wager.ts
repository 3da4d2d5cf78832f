/**
 * The race's wagers: every real-money stake adds its value in US dollars to its owner's entry of the week the
 * bet was placed in, inside the bet's own transaction, so the race never counts a bet that was rolled back.
 * A stake is valued at the price of its round's start, so that a refund takes back exactly what the round
 * added. Demo bets and the guest never count.
 */
import type { SimContext } from '../../context';
import { GUEST_USER_ID } from '../games/settings';
import { txValue } from '../games/tx';
import { raceChanged } from './race-broadcast';
import { raceSettings } from './race-settings';
import { microUsdOfMinor } from '../../services/usd';
import { weekAt } from './race-week';

/** What a bet brings to the race: its owner, money, stake (minor units) and time. */
export interface RaceWager {
  userId: string;
  currency: string;
  demo: boolean;
  stake: number;
  at: number;
  /** When the round started: its stakes are valued at that minute's price (default `at`). */
  pricedAt?: number;
  /** The stake in micro-dollars when the caller valued it already (domains/wagers). */
  microUsd?: number;
}

/**
 * Adds a stake to its owner's entry; a negative stake takes back a refunded one (a cancelled round), so that
 * cancelling cannot farm the race. Call it inside the bet's transaction, whose scope must include
 * `db.raceEntries`; it chains on Dexie's promises only (see services/ledger.ts).
 */
export function addRaceWager(ctx: SimContext, wager: RaceWager): PromiseLike<unknown> {
  const counts = !wager.demo && wager.userId !== GUEST_USER_ID && raceSettings().enabled;
  const micro = counts
    ? (wager.microUsd ?? microUsdOfMinor(ctx.prices, wager.currency, wager.stake, wager.pricedAt ?? wager.at))
    : 0;
  if (micro === 0) return txValue(undefined);
  const key: [string, string] = [weekAt(wager.at).id, wager.userId];
  const { raceEntries } = ctx.db;
  return raceEntries
    .get(key)
    .then((entry): PromiseLike<unknown> | undefined => {
      const total = (entry?.wagerMicroUsd ?? 0) + micro;
      if (total <= 0) return entry ? raceEntries.delete(key) : undefined;
      // A refund leaves the time alone: the total did not grow.
      const updatedAt = micro > 0 || !entry ? wager.at : entry.updatedAt;
      return raceEntries.put({ raceId: key[0], userId: key[1], wagerMicroUsd: total, updatedAt });
    })
    .then(() => raceChanged(ctx));
}
