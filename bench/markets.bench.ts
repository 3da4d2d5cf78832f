/**
 * The futures markets in Node (src/sim/domains/markets): ticks computed per second, the time of a candles call
 * per interval (limit 200: cold on a fresh model, then warm), the tickers call, and scans of a day and a week
 * of every market, as futures settlement runs them after a jump of the clock.
 */
import 'fake-indexeddb/auto';
import { CANDLE_INTERVALS, CANDLES_DEFAULT, TICK_MS } from '@contract/trading';
import { createManualClock, createSim } from '../src/sim';
import { createMarketData } from '../src/sim/domains/markets/service';
import { summarise, timeEach } from './stats';

const START_MS = Date.UTC(2024, 4, 1, 12);
const MINUTE = 60_000;
const DAY = 86_400_000;

export async function run(): Promise<void> {
  const clock = createManualClock(START_MS);
  const sim = createSim({
    seed: 'bench-markets',
    clock,
    dbName: `bench-markets-${Date.now()}`,
    world: false,
  });
  await sim.ready;
  const ctx = await sim.context();
  try {
    const fresh = () => createMarketData(ctx);
    const markets = await fresh();
    const tickers = markets.markets().map((market) => market.ticker);

    // Ticks: every second of 2 hours of every market, each minute computed anew.
    {
      const model = await fresh();
      let count = 0;
      const started = performance.now();
      for (const ticker of tickers)
        for (let at = START_MS - 2 * 3_600_000; at < START_MS; at += TICK_MS) {
          model.priceAt(ticker, at);
          count += 1;
        }
      const ms = performance.now() - started;
      console.log(
        `ticks computed: ${Math.round((count / ms) * 1000).toLocaleString('en-US')} per second (${count} ticks, priceAt)`,
      );
    }

    // Candles: one cold call per interval on a fresh model, then warm calls on the same one.
    for (const interval of CANDLE_INTERVALS) {
      const model = await fresh();
      const cold = await timeEach(1, async () => model.candles('BTC', interval, START_MS, CANDLES_DEFAULT));
      const warm = await timeEach(20, async (index) =>
        model.candles('BTC', interval, START_MS + index * 1_000, CANDLES_DEFAULT),
      );
      console.log(
        `candles ${interval} x${CANDLES_DEFAULT}: cold ${cold[0]!.toFixed(1)} ms; ${summarise('warm', warm)}`,
      );
    }

    // The tickers call through the sim (every market's price and 24 h stats), cold then warm.
    const call = () => sim.request({ method: 'POST', path: '/api/trading/tickers', body: {}, token: null });
    console.log(summarise('tickers call (first is cold)', await timeEach(5, call)));

    // Scans: every tick of every market over a day and a week; the visit stops nothing.
    for (const [label, span] of [
      ['a day', DAY],
      ['a week', 7 * DAY],
    ] as const) {
      const model = await fresh();
      let visits = 0;
      const started = performance.now();
      for (const ticker of tickers) model.scan(ticker, START_MS, START_MS + span, () => (visits += 1) < 0);
      const ms = performance.now() - started;
      console.log(
        `scan of ${label}, ${tickers.length} markets: ${ms.toFixed(0)} ms (${visits.toLocaleString('en-US')} ticks)`,
      );
    }

    // A minute of the trading server's feed: one PriceTick of every market a second.
    const feed = await timeEach(60, async (index) =>
      markets.priceTick(START_MS + 5 * MINUTE + index * TICK_MS),
    );
    console.log(summarise('price tick of every market', feed));
  } finally {
    await sim.close();
  }
}
