/**
 * A real wager's share of the rewards (domains/wagers): the rakeback it accrues and the day's play it adds for
 * the daily cashback. A negative stake (a refunded round) takes both back, never below zero.
 */
import { RAKEBACK } from '@contract/promotions';
import type { SimContext } from '../../context';
import { txValue } from '../games/tx';
import type { ValuedWager } from '../wagers';
import { dayOf } from './days';
import { readRewardState } from './state';

/** Rakeback accrues in millionths of a minor unit, so that small stakes add up instead of rounding away. */
export const MICRO_PER_MINOR = 1_000_000;

/** The player's rakeback percent: the base plus what referral codes added. */
export const rakebackPercent = (boost: number) => RAKEBACK.basePercent + boost;

/** Rakeback of a stake (minor units) at `percent`, in millionths of a minor unit (negative for a refund). */
export const rakebackOfStake = (stake: number, percent: number) =>
  Math.round((stake * MICRO_PER_MINOR * RAKEBACK.houseEdge * percent) / 100);

function accrueRakeback(ctx: SimContext, wager: ValuedWager): PromiseLike<unknown> {
  const { db } = ctx;
  const key: [string, string] = [wager.userId, wager.currency];
  return readRewardState(db, wager.userId).then((state) => {
    const micro = rakebackOfStake(wager.stake, rakebackPercent(state.rakebackBoost));
    return db.rakebackAccruals.get(key).then((row) => {
      const microMinor = Math.max(0, (row?.microMinor ?? 0) + micro);
      if (microMinor === (row?.microMinor ?? 0)) return undefined;
      return db.rakebackAccruals.put({ userId: wager.userId, currency: wager.currency, microMinor });
    });
  });
}

function addDailyPlay(ctx: SimContext, wager: ValuedWager): PromiseLike<unknown> {
  const { db } = ctx;
  const micro = wager.microUsd;
  if (micro === 0) return txValue(undefined);
  const key: [number, string] = [dayOf(wager.at), wager.userId];
  return db.dailyPlay.get(key).then((row) => {
    const wageredMicroUsd = Math.max(0, (row?.wageredMicroUsd ?? 0) + micro);
    return db.dailyPlay.put({ day: key[0], userId: key[1], wageredMicroUsd });
  });
}

/**
 * Inside the bet's transaction (wagerTables puts rakebackAccruals, dailyPlay and rewardStates in its scope); chains on Dexie's promises
 * only. recordWager calls it for real money only: demo stakes accrue nothing.
 */
export function countRewardWager(ctx: SimContext, wager: ValuedWager): PromiseLike<unknown> {
  return accrueRakeback(ctx, wager).then(() => addDailyPlay(ctx, wager));
}
