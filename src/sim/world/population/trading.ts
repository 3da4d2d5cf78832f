/**
 * The crowd trades futures: at a share of its bet rate an online player opens a position (trade-plans.ts),
 * through the futures domain's own call and the ledger, as a person would; a player holds at most a few at
 * once. Positions end on the market (bust, take profit, stop loss: the futures settlement) or are closed by
 * hand once held for their time. The hold is read from the position's id (a pure function, so a reload keeps
 * it without storing anything): mostly 2 to 45 minutes, a third held up to 6 hours for the market to decide.
 * The crowd's ended positions are bounded like its bets (index.ts prunes them with its history).
 */
import { fromMinor } from '@contract/index';
import type { SimContext } from '../../context';
import type { Desk } from '../../domains/futures/desk';
import type * as FuturesService from '../../domains/futures/service';
import type { PositionRecord } from '../../services/db';
import { asPlayer, perMinute, type Crowd } from './crowd';
import { ensureFunds } from './funds';
import { PoissonProcess } from './process';
import { niceAmountMinor } from './stakes';
import { planTrade } from './trade-plans';

/** Positions opened per minute, as a share of the crowd's bet rate (30 bets a minute: 3 trades). */
export const TRADING_SHARE = 0.1;
/** Open positions one simulated player holds at most. */
export const CROWD_OPEN_MAX = 3;
export const CROWD_TRADES_KEPT = 2_000;

const MINUTE = 60_000;
const SHORT_HOLD: [number, number] = [2 * MINUTE, 45 * MINUTE];
const LONG_HOLD_MS = 6 * 60 * MINUTE;

type Futures = typeof FuturesService;

/** How long the crowd holds a position before closing it by hand, from the (random hex) id. */
export function holdOf(id: string): number {
  const share = (hex: string) => parseInt(hex, 16) / 0x10000;
  if (share(id.slice(0, 4)) < 1 / 3) return LONG_HOLD_MS;
  return SHORT_HOLD[0] + share(id.slice(4, 8)) * (SHORT_HOLD[1] - SHORT_HOLD[0]);
}

const crowdOpen = (crowd: Crowd) =>
  crowd.ctx.db.positions
    .where('status')
    .equals('open')
    .filter((position) => crowd.byId.has(position.userId))
    .toArray();

async function closeHeld(crowd: Crowd, futures: Futures, desk: Desk, open: PositionRecord[]) {
  const now = crowd.ctx.clock.now();
  for (const position of open) {
    if (now < position.openedAt + holdOf(position._id)) continue;
    const user = await crowd.ctx.db.users.get(position.userId);
    if (user) await asPlayer(() => futures.closePosition(desk, user, { id: position._id }));
  }
}

async function openOne(crowd: Crowd, futures: Futures, desk: Desk, open: PositionRecord[]) {
  const { ctx } = crowd;
  const random = crowd.random.trades;
  const held = new Map<string, number>();
  for (const { userId } of open) held.set(userId, (held.get(userId) ?? 0) + 1);
  const full = new Set([...held].filter(([, count]) => count >= CROWD_OPEN_MAX).map(([userId]) => userId));
  const profile = crowd.online.pick(random, (candidate) => candidate.activity, full);
  const user = profile && (await ctx.db.users.get(profile.userId));
  if (!profile || !user) return;
  const now = ctx.clock.now();
  const plan = planTrade(random, profile, desk.markets.markets(), (market) =>
    desk.markets.priceAt(market.ticker, now),
  );
  const currency = ctx.prices.currency(random.pick(profile.currencies));
  const wager = niceAmountMinor(currency, plan.usd);
  if (!currency || wager === null) return;
  await ensureFunds(ctx, crowd.random.ids, profile, currency.id, wager);
  await asPlayer(() =>
    futures.openPosition(desk, user, {
      ticker: plan.market.ticker,
      direction: plan.direction,
      wager: fromMinor(wager, currency.decimals),
      currency: currency.id,
      demo: false,
      multiplier: plan.multiplier,
      takeProfit: plan.takeProfit,
      stopLoss: plan.stopLoss,
    }),
  );
}

/** Deletes the crowd's ended positions past the newest `keep` (never a person's, never an open one). */
export async function pruneCrowdTrades(
  ctx: SimContext,
  crowd: Pick<Crowd, 'byId'>,
  keep = CROWD_TRADES_KEPT,
) {
  const ended = await ctx.db.positions
    .orderBy('closedAt')
    .reverse()
    .filter((position) => crowd.byId.has(position.userId))
    .primaryKeys();
  if (ended.length > keep) await ctx.db.positions.bulkDelete(ended.slice(keep));
}

export function tradingProcess(crowd: Crowd): PoissonProcess {
  return new PoissonProcess({
    name: 'world:trade',
    scheduler: crowd.ctx.scheduler,
    now: () => crowd.ctx.clock.now(),
    random: crowd.random.trades,
    rate: () => perMinute(crowd.rates().betsPerMinute * TRADING_SHARE),
    act: async () => {
      const futures = await import('../../domains/futures/service');
      const desk = await futures.deskOf(crowd.ctx);
      await closeHeld(crowd, futures, desk, await crowdOpen(crowd));
      await openOne(crowd, futures, desk, await crowdOpen(crowd));
    },
  });
}
