/**
 * The markets' calls, the trading server's price feed and QA shocks (src/sim/domains/markets): answers in the
 * contract's shapes, refusals with the contract's codes, one price tick a new second, shocks kept in the world.
 */
import { describe, expect, it } from 'vitest';
import { TRADING_ANSWER_SCHEMAS } from '@contract/answers';
import {
  CANDLES_DEFAULT,
  TRADING_CHANNEL,
  TRADING_ERRORS,
  TRADING_EVENTS,
  type Candle,
  type MarketTicker,
  type PriceTick,
} from '@contract/trading';
import { loadMarketModel } from '../../../src/sim/domains/markets';
import { MARKETS } from '../../../src/sim/domains/markets/spec';
import { startWorld } from '../sim/world';
import { HOUR, MINUTE, SECOND, START_MS, marketWorld } from './helpers';

const answers = (route: 'POST /api/trading/tickers' | 'POST /api/trading/candles', body: unknown) =>
  TRADING_ANSWER_SCHEMAS[route]!.safeParse(body).success;

describe('POST /api/trading/tickers', () => {
  it('lists every market with its price now, icon, style and the 24 h stats, for a guest', async () => {
    const { world, markets } = await marketWorld();
    await world.sim.control.advance(5 * HOUR + 1_500);
    const reply = await world.call<MarketTicker[]>('POST', '/api/trading/tickers');
    expect(reply.status).toBe(200);
    expect(answers('POST /api/trading/tickers', reply.body)).toBe(true);
    const now = world.clock.now();
    expect(reply.body.map((entry) => entry.ticker)).toEqual(MARKETS.map((market) => market.ticker));
    for (const entry of reply.body) {
      expect(entry.price).toEqual({ price: markets.priceAt(entry.ticker, now), at: now - 500 });
      expect(entry.stats).toEqual(markets.stats(entry.ticker, now));
      expect(entry.icon).toBe(`/art/markets/${entry.ticker.toLowerCase()}.svg`);
      expect(Object.keys(entry)).not.toContain('volatility');
    }
  });
});

describe('POST /api/trading/candles', () => {
  it('answers the newest candles up to now, oldest first, never past the clock', async () => {
    const { world, markets } = await marketWorld();
    const now = world.clock.now();
    const reply = await world.call<Candle[]>('POST', '/api/trading/candles', {
      ticker: 'btc',
      interval: '15m',
    });
    expect(reply.status).toBe(200);
    expect(answers('POST /api/trading/candles', reply.body)).toBe(true);
    expect(reply.body).toEqual(markets.candles('BTC', '15m', now, CANDLES_DEFAULT));
    const future = await world.call<Candle[]>('POST', '/api/trading/candles', {
      ticker: 'BTC',
      interval: '1m',
      to: now + HOUR,
      limit: 3,
    });
    expect(future.body.at(-1)!.time).toBe(Math.floor(now / MINUTE) * MINUTE);
    const past = await world.call<Candle[]>('POST', '/api/trading/candles', {
      ticker: 'BTC',
      interval: '1h',
      to: now - 10 * HOUR,
      limit: 2,
    });
    expect(past.body.map((candle) => candle.time)).toEqual([now - 11 * HOUR, now - 10 * HOUR]);
  });

  it('refuses a bad body with 422 and an unknown market with 404', async () => {
    const { world } = await marketWorld();
    for (const body of [
      { ticker: 'BTC', interval: '2m' },
      { ticker: 'BTC' },
      { ticker: '', interval: '1m' },
      { ticker: 'BTC', interval: '1m', limit: 501 },
      { ticker: 'BTC', interval: '1m', to: -5 },
    ]) {
      const reply = await world.call('POST', '/api/trading/candles', body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
    }
    const unknown = await world.call('POST', '/api/trading/candles', { ticker: 'NOPE', interval: '1m' });
    expect(unknown).toEqual({ status: 404, body: TRADING_ERRORS.unknownTicker });
  });
});

describe('the trading server’s price feed', () => {
  const ticksOf = (broadcasts: Array<{ channel: string; event: string; payload: unknown }>) =>
    broadcasts
      .filter((entry) => entry.channel === TRADING_CHANNEL && entry.event === TRADING_EVENTS.price)
      .map((entry) => entry.payload as PriceTick);

  it('pushes every market once per new second, and once after a jump of the clock', async () => {
    const { world, markets } = await marketWorld();
    await world.sim.control.settle();
    expect(ticksOf(world.broadcasts)).toEqual([]);
    for (let step = 0; step < 4; step += 1) {
      await world.sim.control.advance(500);
      await world.sim.control.settle();
    }
    await world.sim.control.advance(3 * HOUR);
    await world.sim.control.settle();
    const ticks = ticksOf(world.broadcasts);
    expect(ticks.map((tick) => tick.at - START_MS)).toEqual([SECOND, 2 * SECOND, 3 * HOUR + 2 * SECOND]);
    for (const tick of ticks) expect(tick).toEqual(markets.priceTick(tick.at));
    expect(ticks[0]!.prices.map((entry) => entry.ticker)).toEqual(MARKETS.map((market) => market.ticker));
  });
});

describe('control.marketShock', () => {
  it('moves a market from the current tick on, leaves the past and the wallet alone, and survives a reload', async () => {
    const dbName = `sim-test-${crypto.randomUUID()}`;
    const { world, ctx, markets } = await marketWorld({ dbName });
    await world.sim.control.advance(10 * MINUTE + 30 * SECOND + 250);
    const now = world.clock.now();
    const tick = now - 250;
    const before = markets.priceAt('BTC', tick);
    const earlier = markets.priceAt('BTC', tick - SECOND);
    const later = markets.priceAt('BTC', tick + HOUR);
    const ethLater = markets.priceAt('ETH', tick + HOUR);
    const minuteCandle = markets.candles('BTC', '1m', now - 31 * SECOND, 1)[0];

    const shock = await world.sim.control.marketShock('btc', -10);
    expect(shock).toEqual({ ticker: 'BTC', at: tick, percent: -10, price: markets.priceAt('BTC', tick) });
    expect(shock.price).toBeCloseTo(before * 0.9, 0);
    expect(markets.priceAt('BTC', tick - SECOND)).toBe(earlier);
    expect(markets.priceAt('BTC', tick + HOUR)).toBeCloseTo(later * 0.9, 0);
    expect(markets.candles('BTC', '1m', now - 31 * SECOND, 1)[0]).toEqual(minuteCandle);
    expect(markets.priceAt('ETH', tick + HOUR)).toBe(ethLater);
    // The wallet's board keeps its price; the whole minutes of a shocked wallet market leave it.
    const minute = Math.ceil(tick / MINUTE) * MINUTE;
    expect(markets.priceAt('BTC', minute)).toBeCloseTo(ctx.prices.currency('btc', minute)!.price * 0.9, 0);

    const secondShock = await world.sim.control.marketShock('BTC', 20);
    expect(secondShock.price).toBeCloseTo(before * 0.9 * 1.2, 0);
    await world.sim.close();

    const reopened = await startWorld({ dbName, startMs: now });
    const again = await loadMarketModel(await reopened.sim.context());
    expect(again.priceAt('BTC', tick + HOUR)).toBe(markets.priceAt('BTC', tick + HOUR));
    expect(again.priceAt('BTC', tick - SECOND)).toBe(earlier);
  });

  it('refuses an unknown market or a bad percentage and changes nothing', async () => {
    const { world, markets } = await marketWorld();
    const price = markets.priceAt('ETH', world.clock.now());
    await expect(world.sim.control.marketShock('NOPE', 5)).rejects.toThrow(RangeError);
    for (const percent of [-100, -150, Number.NaN, 20_000])
      await expect(world.sim.control.marketShock('ETH', percent)).rejects.toThrow(RangeError);
    expect(markets.priceAt('ETH', world.clock.now())).toBe(price);
  });
});
