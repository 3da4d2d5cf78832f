/** MarketModel.scan (src/sim/domains/markets/service.ts): every tick of (from, to] in order, stopping at the first hit. */
import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, SECOND, START_MS, marketWorld } from './helpers';

describe('scan', () => {
  it('visits each tick of (from, to] once, in order, at its price', async () => {
    const { markets } = await marketWorld();
    const from = START_MS + 59 * SECOND + 400;
    const to = START_MS + 3 * MINUTE + 2 * SECOND + 10;
    const seen: Array<[number, number]> = [];
    expect(markets.scan('eth', from, to, (price, at) => (seen.push([at, price]), false))).toBeNull();
    expect(seen[0]![0]).toBe(START_MS + MINUTE);
    expect(seen.at(-1)![0]).toBe(START_MS + 3 * MINUTE + 2 * SECOND);
    expect(seen).toHaveLength(123);
    for (const [index, [at, price]] of seen.entries()) {
      if (index > 0) expect(at - seen[index - 1]![0]).toBe(SECOND);
      expect(price).toBe(markets.priceAt('ETH', at));
    }
    // A whole-second start is not visited again (it is the tick a position opened on).
    const whole: number[] = [];
    markets.scan('ETH', START_MS, START_MS + 2 * SECOND, (_, at) => (whole.push(at), false));
    expect(whole).toEqual([START_MS + SECOND, START_MS + 2 * SECOND]);
  });

  it('stops at the first tick that crosses and answers its time', async () => {
    const { markets } = await marketWorld();
    const from = START_MS;
    const to = START_MS + 6 * HOUR;
    const entry = markets.priceAt('BTC', from);
    const level = entry * 0.997;
    let visits = 0;
    const hit = markets.scan('BTC', from, to, (price) => ((visits += 1), price <= level));
    expect(hit).not.toBeNull();
    expect(markets.priceAt('BTC', hit!)).toBeLessThanOrEqual(level);
    expect(visits).toBe((hit! - from) / SECOND);
    for (let at = from + SECOND; at < hit!; at += SECOND)
      expect(markets.priceAt('BTC', at)).toBeGreaterThan(level);
  });
});
