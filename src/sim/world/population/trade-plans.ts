/**
 * What a simulated trader opens: a market (the big coins most), up or down, a multiplier (mostly 10x to 200x,
 * now and then 500x or 1000x, seldom under 10x), a wager around the player's usual stake, and sometimes a
 * take profit (a gain of 30 to 300 percent of the wager) or a stop loss (a loss of 30 to 80 percent), at the
 * market's price decimals, as a person types them.
 */
import type { TradeDirection } from '@contract/trading';
import type { MarketFixture } from '../../domains/markets/model';
import type { BotProfile } from './profiles';
import type { WorldRandom } from './random';

/** Multipliers and their weights. */
const MULTIPLIERS: ReadonlyArray<readonly [number, number]> = [
  [2, 2],
  [5, 3],
  [10, 12],
  [20, 12],
  [25, 10],
  [50, 16],
  [75, 6],
  [100, 16],
  [150, 6],
  [200, 8],
  [500, 3],
  [1000, 6],
];

/** The markets traded most, by weight (any other market weighs 1). */
const MARKET_WEIGHTS: Readonly<Record<string, number>> = { BTC: 6, ETH: 4, SOL: 2, DOGE: 2 };

const TAKE_PROFIT_CHANCE = 0.35;
const STOP_LOSS_CHANCE = 0.25;

export interface TradePlan {
  market: MarketFixture;
  direction: TradeDirection;
  multiplier: number;
  /** US dollars (the caller turns them into the currency's minor units). */
  usd: number;
  takeProfit: number | null;
  stopLoss: number | null;
}

const roundTo = (price: number, decimals: number) => Number(price.toFixed(decimals));

/** A plan on `markets` for `profile`, with the levels set against `priceOf` (the price now). */
export function planTrade(
  random: WorldRandom,
  profile: BotProfile,
  markets: readonly MarketFixture[],
  priceOf: (market: MarketFixture) => number,
): TradePlan {
  const market = random.weighted(markets, (entry) => MARKET_WEIGHTS[entry.ticker] ?? 1);
  const direction: TradeDirection = random.chance(0.5) ? 'up' : 'down';
  const multiplier = random.weighted(MULTIPLIERS, ([, weight]) => weight)[0];
  const usd = Math.max(1, profile.stakeUsd * random.logBetween(0.5, 3));
  const entry = priceOf(market);
  const sign = direction === 'up' ? 1 : -1;
  // A level `roi` percent of the wager away: the price moves roi / multiplier percent.
  const level = (roi: number) => roundTo(entry * (1 + (sign * roi) / multiplier / 100), market.fiatDecimals);
  const takeProfit = random.chance(TAKE_PROFIT_CHANCE) ? level(random.logBetween(30, 300)) : null;
  const stopLoss = random.chance(STOP_LOSS_CHANCE) ? level(-random.between(30, 80)) : null;
  return { market, direction, multiplier, usd, takeProfit, stopLoss };
}
