/**
 * The futures desk of one sim: the market model the positions are priced on, and the settlement that runs on
 * the sim clock once the desk is open (every tick of the scheduler, so after every jump of the clock too),
 * whether or not a tab watches. One desk per context; the first use opens it with the markets domain's model.
 * Tests open it first with a model of their own (a fixed price path), which every later use then finds.
 */
import { TICK_MS } from '@contract/trading';
import type { SimContext } from '../../context';
import { loadMarketModel } from '../markets';
import type { MarketModel } from '../markets/model';
import { settleOpenPositions } from './settle';

export interface Desk {
  ctx: SimContext;
  markets: MarketModel;
  /** Settles every open position on the ticks up to now (the loop's work; close and limits call it first). */
  settle(): Promise<void>;
}

const desks = new WeakMap<SimContext, Desk>();

/** Opens the desk of `ctx` on `markets` and starts its settlement; an open desk is answered as it is. */
export function openDesk(ctx: SimContext, markets: MarketModel): Desk {
  const existing = desks.get(ctx);
  if (existing) return existing;
  const desk: Desk = {
    ctx,
    markets,
    settle: () => settleOpenPositions(ctx, markets, ctx.clock.now()),
  };
  desks.set(ctx, desk);
  ctx.scheduler.every(TICK_MS, 'futures:settle', () => desk.settle());
  return desk;
}

/** The desk of `ctx`, opened on the markets domain's model on first use. */
export async function deskOf(ctx: SimContext): Promise<Desk> {
  const open = desks.get(ctx);
  if (open) return open;
  const markets = await loadMarketModel(ctx);
  return openDesk(ctx, markets);
}
