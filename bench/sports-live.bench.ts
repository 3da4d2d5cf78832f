/**
 * The live sports list in a real browser (`npm run bench sports-live`): the production build (its own folder,
 * served by `vite preview`) in Debian's headless Chromium at 1440×900, in sim mode on a fixed seed with the crowd
 * off, the sim clock moved to a moment where at least 200 matches are in play (found here in Node with the sim's
 * own model), then `/sport/game/live`, which lists every match in play with its score, clock and prices.
 *
 * For fixed windows at two clock rates the page records: the sports channel's pushes and the live events they
 * carried (each changed match or market; all of them are held by the page, so all are applied), DOM mutations
 * in the list, frame intervals (requestAnimationFrame), long tasks, and Chromium's own busy times.
 * Pushes are counted where pusher-js reads them (JSON.parse of a message whose event is the sports tick).
 *
 * Flags: `--skip-build` reuses the last build in SPORTS_BENCH_DIST. Prints figures; never fails on time.
 */
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { SPORTS_EVENTS } from '@contract/sports';
import { createSportsModel } from '../src/sim/domains/sports/model';
import { withBrowserBench } from './browser-host';
import { installProbe, measureWindow, openProbedPage } from './page-probe';
import { percentile, printAligned } from './stats';

/** `SPORTS_BENCH_PROFILE=20` (a clock rate): a CPU profile of that window, on an unminified build. */
const PROFILE = process.env.SPORTS_BENCH_PROFILE ?? null;
const DIST =
  process.env.SPORTS_BENCH_DIST ??
  join(tmpdir(), PROFILE ? 'casino-sports-live-dist-unminified' : 'casino-sports-live-dist');
const PORT = 4181;
const SEED = 'bench-sports-live';
const VIEWPORT = { width: 1440, height: 900 };
const MIN_LIVE = 200;
/** Sim seconds per real second in each window: the feed pushes once a sim second. */
const RATES = [5, 20] as const;
const WINDOW_MS = 15_000;
const DEADLINE_MS = 6 * 60_000;

/** The first moment from `from`, in 5-minute steps over two days, with at least MIN_LIVE matches in play. */
function busyMoment(from: number): { at: number; live: number } {
  const model = createSportsModel(SEED);
  for (let at = from; at < from + 2 * 86_400_000; at += 5 * 60_000) {
    const live = model.categories(at).reduce((sum, category) => sum + category.count.live, 0);
    if (live >= MIN_LIVE + 20) return { at, live };
  }
  throw new Error(`no moment with ${MIN_LIVE} live matches in two days of seed ${SEED}`);
}

// ---------------------------------------------------------------------------------------------------------
// In the page (run by page.evaluate or as an init script, so they must not close over anything of Node).

/** Init script: marks each sports push and the events it carries as pusher-js parses them. */
function countSportsPushes(tickEvent: string): void {
  const parse = JSON.parse;
  let pending = false;
  JSON.parse = function patched(text: string, reviver?: (key: string, value: unknown) => unknown) {
    const value = parse(text, reviver) as { event?: string; data?: unknown } | null;
    // pusher-js parses the message, then its data: the tick is counted at the second parse.
    if (value && value.event === tickEvent && typeof value.data === 'string') pending = true;
    else if (pending && value && Array.isArray((value as { matches?: unknown }).matches)) {
      pending = false;
      const tick = value as unknown as { matches: unknown[]; markets: unknown[] };
      window.__benchProbe?.mark('push');
      window.__benchProbe?.mark('liveEvent', tick.matches.length + tick.markets.length);
    }
    return value;
  } as typeof JSON.parse;
}

/** Marks each DOM mutation inside the live list. */
function markListMutations(): void {
  const list = document.querySelector('.live-games')!;
  new MutationObserver((records) => window.__benchProbe!.mark('mutation', records.length)).observe(list, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
}

// ---------------------------------------------------------------------------------------------------------

interface WindowFigures {
  window: string;
  seconds: number;
  rows: number;
  pushes: number;
  events: number;
  mutations: number;
  p50: number;
  p95: number;
  maxFrame: number;
  longTasks: number;
  longTotal: number;
  longMax: number;
  busy: number;
  script: number;
}

const METRICS = ['TaskDuration', 'ScriptDuration'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh page at clock rate `rate`, its clock moved to a busy moment, on the live list once it is full. */
async function openLiveList(browser: Browser, origin: string, rate: number) {
  const { page, cdp } = await openProbedPage(browser, VIEWPORT);
  await page.addInitScript(countSportsPushes, SPORTS_EVENTS.tick);
  await page.goto(`${origin}/?transport=sim&seed=${SEED}&clock=${rate}&world=off`);
  await page.waitForFunction(() => window.__harness !== undefined, null, { timeout: 60_000 });
  const now = await page.evaluate(() => window.__harness!.control.now());
  const { at, live } = busyMoment(now);
  await page.evaluate((ms) => window.__harness!.control.advance(ms), at - now);
  // Into the list without a reload: the router follows history.
  await page.evaluate(() => {
    history.pushState({}, '', '/sport/game/live');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForFunction((least) => document.querySelectorAll('li.live-game').length >= least, MIN_LIVE, {
    timeout: 90_000,
  });
  await installProbe(page, markListMutations);
  return { page, cdp, at, live };
}

async function measure(browser: Browser, origin: string, rate: number): Promise<WindowFigures> {
  const { page, cdp, at, live } = await openLiveList(browser, origin, rate);
  console.log(`clock x${rate}: ${live} matches in play at ${new Date(at).toISOString()} (seed ${SEED})`);
  await sleep(2_000); // the first pushes after the jump settle
  const profile = PROFILE === String(rate) ? { label: `clock x${rate}` } : undefined;
  const { probe, before, after } = await measureWindow(page, cdp, METRICS, () => sleep(WINDOW_MS), profile);
  const seconds = probe.ms / 1000;
  const frames = [...probe.frames].sort((a, b) => a - b);
  const perSecond = (name: string) => (probe.marks[name]?.length ?? 0) / seconds;
  const rows = await page.locator('li.live-game').count();
  await page.context().close();
  return {
    window: `clock x${rate}`,
    seconds,
    rows,
    pushes: perSecond('push'),
    events: perSecond('liveEvent'),
    mutations: perSecond('mutation'),
    p50: percentile(frames, 50),
    p95: percentile(frames, 95),
    maxFrame: frames.at(-1) ?? Number.NaN,
    longTasks: probe.longTasks.length,
    longTotal: probe.longTasks.reduce((sum, ms) => sum + ms, 0),
    longMax: Math.max(0, ...probe.longTasks),
    busy: (after.TaskDuration - before.TaskDuration) / seconds,
    script: (after.ScriptDuration - before.ScriptDuration) / seconds,
  };
}

function printFigures(rows: WindowFigures[]): void {
  const ms = (value: number) => value.toFixed(1);
  const table: [string, (row: WindowFigures) => string][] = [
    ['window length (s)', (row) => row.seconds.toFixed(1)],
    ['live matches listed', (row) => String(row.rows)],
    ['sports pushes per s', (row) => row.pushes.toFixed(1)],
    ['live events applied per s', (row) => row.events.toFixed(0)],
    ['DOM mutations per s', (row) => row.mutations.toFixed(0)],
    ['frame interval p50 (ms)', (row) => ms(row.p50)],
    ['frame interval p95 (ms)', (row) => ms(row.p95)],
    ['frame interval max (ms)', (row) => ms(row.maxFrame)],
    ['long tasks (count)', (row) => String(row.longTasks)],
    ['long tasks total (ms)', (row) => ms(row.longTotal)],
    ['long task max (ms)', (row) => ms(row.longMax)],
    ['main thread busy (CDP Task)', (row) => `${(row.busy * 100).toFixed(1)}%`],
    ['  script', (row) => `${(row.script * 100).toFixed(1)}%`],
  ];
  printAligned(
    ['', ...rows.map((row) => row.window)],
    table.map(([label, cell]) => [label, ...rows.map(cell)]),
  );
}

export async function run(): Promise<void> {
  await withBrowserBench(
    'sports-live',
    { dist: DIST, minify: !PROFILE, port: PORT, deadlineMs: DEADLINE_MS },
    async ({ origin, browser }) => {
      const figures: WindowFigures[] = [];
      for (const rate of RATES) figures.push(await measure(browser, origin, rate));
      printFigures(figures);
      // Long tasks are wall time, the busy share is the renderer's CPU time: on a loaded machine they part.
      console.log(`load average over the run: ${loadavg()[0]!.toFixed(1)}`);
      console.log(JSON.stringify({ bench: 'sports-live', seed: SEED, windows: figures }));
    },
  );
}
