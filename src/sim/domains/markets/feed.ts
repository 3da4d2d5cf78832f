/**
 * The trading server's price feed: at each new whole second of the sim clock, one PriceTick of every market
 * at the newest tick. After a jump of the clock it sends the newest tick once, not every second skipped (the
 * futures settle on the path itself, not on what was pushed).
 */
import { TICK_MS, TRADING_CHANNEL, TRADING_EVENTS } from '@contract/trading';
import type { SimContext } from '../../context';
import type { MarketData } from './service';

export function startMarketFeed(ctx: SimContext, markets: MarketData): void {
  const nextTick = () => (Math.floor(ctx.clock.now() / TICK_MS) + 1) * TICK_MS;
  const push = () => {
    ctx.broadcaster.emit(TRADING_CHANNEL, TRADING_EVENTS.price, markets.priceTick(ctx.clock.now()));
    ctx.scheduler.at(nextTick(), 'market-prices', push);
  };
  ctx.scheduler.at(nextTick(), 'market-prices', push);
}
