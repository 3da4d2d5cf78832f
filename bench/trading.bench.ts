/**
 * The futures desk under a price feed (`npm run bench trading`): the production build (in a folder of its own,
 * served by `vite preview`) in Debian's headless Chromium at 1440×900, in sim mode on a fixed seed, a guest on
 * /trading/BTC with the 1m chart loaded. The page's trading server then pushes price ticks of every market
 * (window.__harness.trading.push, as the sim's feed does) at rising rates, each for a fixed window; each tick
 * is one simulated second later than the one before, so the chart's last candle moves and a new one opens every
 * 60 ticks. For each window the page records:
 *  - ticks pushed per second (what the page was sent) and ticks rendered per second: React commits that
 *    changed the header's price (a MutationObserver on it; ticks that land in the same frame are drawn once,
 *    so the rendered rate tops out near the frame rate while the page keeps up);
 *  - frame intervals (requestAnimationFrame) p50, p95 and max, and long tasks;
 *  - the main thread's busy share (CDP Performance TaskDuration).
 *
 * The first window pushes nothing (the sim's own feed, one tick a second, and the crowd's activity go on in
 * every window): what the page costs before the pushed ticks.
 *
 * Flags: `--skip-build` reuses the last build in TRADING_BENCH_DIST (default: <tmp>/casino-trading-dist).
 * Prints figures; never fails on time.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { PriceTick } from '@contract/trading';
import { withBrowserBench } from './browser-host';
import { installProbe, measureWindow, openProbedPage } from './page-probe';
import { percentile, printAligned } from './stats';

/** `TRADING_BENCH_PROFILE=250` (a rate): a CPU profile of that window, on an unminified build. */
const PROFILE_RATE = process.env.TRADING_BENCH_PROFILE ? Number(process.env.TRADING_BENCH_PROFILE) : null;
const DIST =
  process.env.TRADING_BENCH_DIST ??
  join(tmpdir(), PROFILE_RATE === null ? 'casino-trading-dist' : 'casino-trading-dist-unminified');
const SEED = 'bench-trading';
const VIEWPORT = { width: 1440, height: 900 };
/** Ticks pushed per second of real time, one window each; 0 is the page with the sim's own feed only. */
const RATES = [0, 5, 20, 60, 120, 250, 500] as const;
/** `TRADING_BENCH_WORLD=off`: without the crowd (chat, live bets, its trades), the desk's own cost alone. */
const WORLD = process.env.TRADING_BENCH_WORLD === 'off' ? '&world=off' : '';
const WINDOW_MS = 5_000;
const DEADLINE_MS = 6 * 60_000;
const METRICS = ['TaskDuration'] as const;

/** The part of the page's QA handle (window.__harness) the bench drives. */
interface BenchHarness {
  trading: { push(tick: PriceTick): void };
  control: { now(): Promise<number> };
}

/** In the page: counts each commit that changed the header's price as a 'rendered' mark of the probe. */
function watchRenderedPrice(): void {
  const price = document.querySelector('.trading-header__price');
  if (!price) throw new Error('No price in the header');
  new MutationObserver(() => window.__benchProbe?.mark('rendered')).observe(price, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** Every market's ticker and price as the market menu lists them (opened and closed again). */
async function marketPrices(page: Page): Promise<Array<{ ticker: string; price: number }>> {
  const switcher = page.getByRole('button', { name: /choose a market/ });
  await switcher.click();
  const rows = await page.locator('.market-switcher__menu li').evaluateAll((items) =>
    items.map((item) => ({
      ticker: item.querySelector('strong')?.textContent ?? '',
      price: Number(
        (item.querySelector('.market-switcher__quote span')?.textContent ?? '').replace(/,/g, ''),
      ),
    })),
  );
  await switcher.click();
  return rows.filter((row) => row.ticker !== '' && row.price > 0);
}

/**
 * In the page: pushes ticks at `rate` a second for `ms`, every market on a small random walk, each tick a
 * simulated second after the last; answers how many were pushed and the last tick's time.
 */
function pushTicks(options: {
  rate: number;
  ms: number;
  from: number;
  markets: Array<{ ticker: string; price: number }>;
}): Promise<{ pushed: number; at: number }> {
  const { rate, ms, markets } = options;
  let at = options.from;
  let pushed = 0;
  const prices = markets.map((market) => ({ ...market }));
  const started = performance.now();
  const harness = (window as unknown as { __harness: BenchHarness }).__harness;
  return new Promise((resolve) => {
    const step = () => {
      const elapsed = performance.now() - started;
      const due = Math.min(Math.floor((elapsed / 1000) * rate), Math.floor((ms / 1000) * rate));
      while (pushed < due) {
        at += 1000;
        for (const market of prices) market.price *= 1 + (Math.random() - 0.5) * 0.002;
        harness.trading.push({
          at,
          prices: prices.map(({ ticker, price }) => ({ ticker, price })),
        });
        pushed += 1;
      }
      if (elapsed >= ms) resolve({ pushed, at });
      else setTimeout(step, 4);
    };
    step();
  });
}

interface WindowFigures {
  rate: number;
  pushedPerSecond: number;
  renderedPerSecond: number;
  p50: number;
  p95: number;
  maxFrame: number;
  longTasks: number;
  busy: number;
}

export async function run(): Promise<void> {
  const options = { dist: DIST, minify: PROFILE_RATE === null, deadlineMs: DEADLINE_MS };
  await withBrowserBench('trading', options, async ({ origin, browser }) => {
    const { page, cdp } = await openProbedPage(browser, VIEWPORT);
    await page.goto(`${origin}/trading/BTC?transport=sim&seed=${SEED}${WORLD}`);
    await page.getByTestId('market-price').waitFor({ timeout: 60_000 });
    await page.getByText('Loading chart…').waitFor({ state: 'detached', timeout: 60_000 });
    const markets = await marketPrices(page);
    await installProbe(page, watchRenderedPrice);
    let from = await page.evaluate(() =>
      (window as unknown as { __harness: BenchHarness }).__harness.control.now(),
    );

    const rows: WindowFigures[] = [];
    for (const rate of RATES) {
      const { probe, before, after, result } = await measureWindow(
        page,
        cdp,
        METRICS,
        () => page.evaluate(pushTicks, { rate, ms: WINDOW_MS, from, markets }),
        rate === PROFILE_RATE ? { label: `${rate} ticks/s` } : undefined,
      );
      from = result.at;
      const seconds = probe.ms / 1000;
      const frames = [...probe.frames].sort((a, b) => a - b);
      rows.push({
        rate,
        pushedPerSecond: result.pushed / seconds,
        renderedPerSecond: (probe.marks.rendered?.length ?? 0) / seconds,
        p50: percentile(frames, 50),
        p95: percentile(frames, 95),
        maxFrame: frames.at(-1) ?? Number.NaN,
        longTasks: probe.longTasks.length,
        busy: (after.TaskDuration - before.TaskDuration) / seconds,
      });
      // A breath between windows, so one window's backlog is not the next one's.
      await page.waitForTimeout(500);
    }

    const fixed = (value: number, digits = 1) => value.toFixed(digits);
    printAligned(
      [
        'ticks/s asked',
        'pushed/s',
        'rendered/s',
        'frame p50 ms',
        'frame p95 ms',
        'frame max ms',
        'long tasks',
        'main busy',
      ],
      rows.map((row) => [
        String(row.rate),
        fixed(row.pushedPerSecond),
        fixed(row.renderedPerSecond),
        fixed(row.p50),
        fixed(row.p95),
        fixed(row.maxFrame),
        String(row.longTasks),
        `${fixed(row.busy * 100)}%`,
      ]),
    );
    console.log(
      JSON.stringify({
        bench: 'trading',
        world: WORLD ? 'off' : 'on',
        markets: markets.length,
        windowMs: WINDOW_MS,
        rows,
      }),
    );
  });
}
