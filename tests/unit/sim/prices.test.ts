/**
 * Prices on the sim clock (services/prices.ts): a seeded walk from the fixture's prices, the same for a seed
 * and a clock, bounded, with euro prices moving by one EUR/USD rate; `POST /api/data/currencies` answers the
 * prices of the moment and `event:prices` pushes them every sim minute.
 */
import { describe, expect, it } from 'vitest';
import fixture from '@fixtures/currencies.json';
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type Currency, type PriceUpdate } from '@contract/index';
import { COIN_BAND, EUR_USD, PRICE_STEP_MS, reflect, walkAt } from '../../../src/sim/services/prices';
import { testPriceBoard } from './price-board';
import { START_MS, startWorld } from './world';

const MINUTE = PRICE_STEP_MS;
const DAY = 24 * 60 * MINUTE;
const anchorOf = (id: string) => fixture.find((entry) => entry.id === id)!;
const board = (seed: string, startedAt = START_MS) => testPriceBoard(seed, startedAt);

describe('the price walk', () => {
  it('starts at the fixture prices at the world start and moves from the next minute on', () => {
    const prices = board('walk-a');
    for (const currency of prices.all(START_MS + MINUTE - 1)) {
      expect(currency).toMatchObject({ price: anchorOf(currency.id).price });
      expect(currency.priceEur).toBe(anchorOf(currency.id).priceEur);
    }
    const later = prices.currency('btc', START_MS + 10 * MINUTE)!;
    expect(later.price).not.toBe(anchorOf('btc').price);
    // Within a minute the price holds: one step a minute.
    expect(prices.currency('btc', START_MS + 10 * MINUTE + 59_000)!.price).toBe(later.price);
  });

  it('is the same for the same seed and clock, whatever was asked before, and differs with the seed', () => {
    const times = [START_MS + 5 * MINUTE, START_MS + 3 * DAY, START_MS + 400 * DAY];
    const first = board('walk-a');
    const second = board('walk-a');
    const forward = times.map((at) => first.all(at));
    const backward = [...times].reverse().map((at) => second.all(at));
    expect(backward.reverse()).toEqual(forward);
    const other = board('walk-b').all(times[1]);
    expect(other.map((entry) => entry.price)).not.toEqual(forward[1]!.map((entry) => entry.price));
  });

  it('stays inside its band over years, with a believable daily move', () => {
    const prices = board('walk-bounds');
    const dailyMoves: number[] = [];
    const logRatios: number[] = [];
    let previous = prices.currency('btc', START_MS)!.price;
    for (let day = 1; day <= 3_000; day += 1) {
      const at = START_MS + day * DAY;
      for (const currency of prices.all(at))
        logRatios.push(Math.log(currency.price / anchorOf(currency.id).price));
      const btc = prices.currency('btc', at)!.price;
      dailyMoves.push(Math.abs(Math.log(btc / previous)));
      previous = btc;
    }
    expect(Math.max(...logRatios)).toBeLessThanOrEqual(COIN_BAND + 1e-5);
    expect(Math.min(...logRatios)).toBeGreaterThanOrEqual(-COIN_BAND - 1e-5);
    // Over eight years the walks reach far into their band.
    expect(Math.max(...logRatios.map(Math.abs))).toBeGreaterThan(COIN_BAND / 2);
    const mean = dailyMoves.reduce((sum, move) => sum + move, 0) / dailyMoves.length;
    // 55 % a year is about 2.9 % a day (σ); the mean absolute move of a normal step is 0.8 σ.
    expect(mean).toBeGreaterThan(0.01);
    expect(mean).toBeLessThan(0.04);
  });

  it('keeps stablecoins at 1 USD and moves every euro price by one EUR/USD rate', () => {
    const prices = board('walk-eur');
    for (const at of [START_MS + 90 * MINUTE, START_MS + 30 * DAY, START_MS + 700 * DAY]) {
      const all = prices.all(at);
      const usdt = all.find((entry) => entry.id === 'usdt')!;
      expect(usdt.price).toBe(1);
      // EUR per USD, relative to the start, is the same for every currency (to the 6 digits of a price).
      const rates = all.map(
        (entry) => entry.priceEur / entry.price / (anchorOf(entry.id).priceEur / anchorOf(entry.id).price),
      );
      for (const rate of rates) expect(rate).toBeCloseTo(rates[0]!, 4);
      expect(Math.abs(Math.log(rates[0]!))).toBeLessThanOrEqual(EUR_USD.band + 1e-4);
    }
    expect(prices.all(START_MS + 700 * DAY).find((entry) => entry.id === 'usdt')!.priceEur).not.toBe(
      anchorOf('usdt').priceEur,
    );
  });

  it('reflects at the band and builds one walk whatever minute is asked first', () => {
    expect(reflect(0, 1)).toBe(0);
    expect(reflect(1.5, 1)).toBeCloseTo(0.5);
    expect(reflect(-1.25, 1)).toBeCloseTo(-0.75);
    expect(reflect(4.5, 1)).toBeCloseTo(0.5);
    // Steps of a unit-variance walk: their spread over many minutes is about 1.
    const steps = Array.from(
      { length: 4_000 },
      (_, n) => walkAt(7, 28_000_000 + n + 1) - walkAt(7, 28_000_000 + n),
    );
    const variance = steps.reduce((sum, step) => sum + step * step, 0) / steps.length;
    expect(variance).toBeGreaterThan(0.85);
    expect(variance).toBeLessThan(1.15);
  });
});

describe('prices in the sim', () => {
  it('answers the prices of the moment in POST /api/data/currencies and pushes them every sim minute', async () => {
    const world = await startWorld({ seed: 'prices-world' });
    const ctx = await world.sim.context();
    const list = async () => (await world.call<Currency[]>('POST', '/api/data/currencies')).body;
    const first = await list();
    expect(first.find((entry) => entry.id === 'btc')!.price).toBe(anchorOf('btc').price);

    world.clock.advance(30 * MINUTE);
    await world.sim.control.settle();
    const later = await list();
    expect(later.map(({ id, price, priceEur }) => ({ id, price, priceEur }))).toEqual(
      ctx.prices.all().map(({ id, price, priceEur }) => ({ id, price, priceEur })),
    );
    expect(later.find((entry) => entry.id === 'btc')!.price).not.toBe(anchorOf('btc').price);

    // After a jump the newest prices go out once, not once per minute skipped.
    const pushed = world.broadcasts.filter(
      (entry) => entry.channel === PUBLIC_CHANNEL && entry.event === PUBLIC_EVENTS.prices,
    );
    expect(pushed).toHaveLength(1);
    const update = pushed[0]!.payload as PriceUpdate;
    expect(update.at).toBe(world.clock.now());
    expect(update.currencies).toEqual(later.map(({ id, price, priceEur }) => ({ id, price, priceEur })));

    for (let minute = 0; minute < 3; minute += 1) {
      world.clock.advance(MINUTE);
      await world.sim.control.settle();
    }
    expect(world.broadcasts.filter((entry) => entry.event === PUBLIC_EVENTS.prices)).toHaveLength(4);
  });

  it('keeps the origin of the walk across a reload of the world', async () => {
    const dbName = `prices-reload-${crypto.randomUUID()}`;
    const first = await startWorld({ seed: 'prices-reload', dbName });
    first.clock.advance(2 * DAY);
    const before = (await first.sim.context()).prices.all();
    await first.sim.close();
    const second = await startWorld({ seed: 'prices-reload', dbName, startMs: START_MS + 2 * DAY });
    expect((await second.sim.context()).prices.all()).toEqual(before);
  });
});
