/**
 * Auto-bet in quick mode in a real browser (`npm run bench autobet`): the production build (in a folder of its
 * own, served by `vite preview` on a free port) in Debian's headless Chromium at 1440×900, sim mode on a fixed
 * seed with the crowd at its default rates. The demo player signs in, opens limbo, bets the minimum in quick
 * mode and starts auto-bet with no games limit; after a warm-up, for a fixed window, the page records every
 * round the Auto tab counts (its "Round N" status), long tasks (PerformanceObserver 'longtask') and frame
 * intervals (a requestAnimationFrame loop), and Chromium's own busy time (CDP Performance).
 *
 * The spec's only wait in auto-bet is the 50 ms spacing between rounds: 20 rounds a second is the ceiling.
 *
 * Flags: `--skip-build` reuses the last build in AUTOBET_BENCH_DIST (default: <tmp>/casino-autobet-dist).
 * Prints figures; never fails on time.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import {
  buildInto,
  launchChromium,
  printProfile,
  servePreview,
  withDeadline,
  type CpuProfile,
  type Preview,
} from './browser-host';
import { percentile, printAligned } from './stats';

/** `AUTOBET_BENCH_PROFILE=1`: a CPU profile of the page's main thread over the window, on an unminified build. */
const PROFILE = process.env.AUTOBET_BENCH_PROFILE === '1';
const DIST =
  process.env.AUTOBET_BENCH_DIST ??
  join(tmpdir(), PROFILE ? 'casino-autobet-dist-unminified' : 'casino-autobet-dist');
const SEED = 'bench-autobet';
const VIEWPORT = { width: 1440, height: 900 };
const WARM_UP_MS = 3_000;
const WINDOW_MS = 10_000;
const DEADLINE_MS = 3 * 60_000;

interface Probe {
  /** performance.now() of each round the Auto tab counted, in order. */
  rounds: number[];
  longTasks: number[];
  frames: number[];
  ms: number;
}

declare global {
  interface Window {
    __autobetBench?: { start(): void; stop(): Probe };
  }
}

/** Runs in the page (so it must not close over anything of Node). */
function installProbe(): void {
  let rounds: number[] = [];
  let longTasks: number[] = [];
  let frames: number[] = [];
  let running = false;
  let startedAt = 0;
  let last = 0;
  let lastRound = -1;
  new PerformanceObserver((list) => {
    if (running) for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  const progress = document.querySelector('.auto-bet__progress')!;
  new MutationObserver(() => {
    const round = Number(/Round (\d+)/.exec(progress.textContent ?? '')?.[1] ?? -1);
    if (running && round > lastRound && lastRound >= 0) rounds.push(performance.now());
    lastRound = round;
  }).observe(progress, { childList: true, characterData: true, subtree: true });
  const tick = (now: number) => {
    if (!running) return;
    if (last > 0) frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  window.__autobetBench = {
    start() {
      rounds = [];
      longTasks = [];
      frames = [];
      last = 0;
      running = true;
      startedAt = performance.now();
      requestAnimationFrame(tick);
    },
    stop() {
      running = false;
      return { rounds, longTasks, frames, ms: performance.now() - startedAt };
    },
  };
}

async function busyMs(cdp: CDPSession): Promise<{ task: number; script: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const read = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000;
  return { task: read('TaskDuration'), script: read('ScriptDuration') };
}

async function signInAndOpenLimbo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/?transport=sim&seed=${SEED}`);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Login or email').fill('player');
  await dialog.getByLabel('Password', { exact: true }).fill('player123');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await dialog.getByLabel('I am human').click();
  await page.getByRole('link', { name: 'Profile' }).waitFor({ timeout: 30_000 });
  await page.goto(`${origin}/casino/game/limbo?transport=sim&seed=${SEED}`);
  const controls = page.getByRole('complementary', { name: 'Bet controls' });
  await controls.getByLabel('Bet amount').fill('0.00000001');
  await page.getByRole('button', { name: /quick/i }).click();
  await controls.getByRole('tab', { name: 'Auto' }).click();
  await controls.getByLabel('Number of games', { exact: true }).fill('0');
  await controls.getByRole('button', { name: 'Start autobet' }).click();
  await controls
    .getByRole('status')
    .filter({ hasText: /^Round \d+/ })
    .waitFor({ timeout: 30_000 });
}

export async function run(): Promise<void> {
  let preview: Preview | null = null;
  let browser: Browser | null = null;
  await withDeadline(
    'autobet',
    DEADLINE_MS,
    async () => {
      await browser?.close().catch(() => undefined);
      preview?.stop();
    },
    async () => {
      await buildInto(DIST, { minify: !PROFILE });
      preview = await servePreview(DIST);
      browser = await launchChromium();
      const page = await browser.newPage({ viewport: VIEWPORT });
      // tsx keeps function names with a `__name` helper that the page lacks: the probe is compiled so.
      await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
      await signInAndOpenLimbo(page, preview.origin);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      await page.evaluate(installProbe);
      await page.waitForTimeout(WARM_UP_MS);

      if (PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
      const before = await busyMs(cdp);
      await page.evaluate(() => window.__autobetBench!.start());
      await page.waitForTimeout(WINDOW_MS);
      const probe = await page.evaluate(() => window.__autobetBench!.stop());
      const after = await busyMs(cdp);
      if (PROFILE)
        printProfile('auto-bet', ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile, 40);
      await page.getByRole('button', { name: 'Stop autobet' }).click();

      const seconds = probe.ms / 1000;
      const gaps = probe.rounds.slice(1).map((at, index) => at - probe.rounds[index]!);
      gaps.sort((a, b) => a - b);
      const frames = [...probe.frames].sort((a, b) => a - b);
      const figures = {
        seconds,
        rounds: probe.rounds.length,
        roundsPerSecond: probe.rounds.length / seconds,
        gapP50Ms: percentile(gaps, 50),
        gapP95Ms: percentile(gaps, 95),
        gapMaxMs: gaps.at(-1) ?? Number.NaN,
        longTasks: probe.longTasks.length,
        longTaskMaxMs: Math.max(0, ...probe.longTasks),
        frameP95Ms: percentile(frames, 95),
        frameMaxMs: frames.at(-1) ?? Number.NaN,
        mainThreadBusy: (after.task - before.task) / probe.ms,
        scriptBusy: (after.script - before.script) / probe.ms,
      };
      const ms = (value: number) => value.toFixed(1);
      printAligned(
        ['figure', 'value'],
        [
          ['window (s)', seconds.toFixed(1)],
          ['rounds', String(figures.rounds)],
          ['rounds per second', figures.roundsPerSecond.toFixed(1)],
          ['round to round p50 (ms)', ms(figures.gapP50Ms)],
          ['round to round p95 (ms)', ms(figures.gapP95Ms)],
          ['round to round max (ms)', ms(figures.gapMaxMs)],
          ['long tasks (count)', String(figures.longTasks)],
          ['longest task (ms)', ms(figures.longTaskMaxMs)],
          ['frame interval p95 (ms)', ms(figures.frameP95Ms)],
          ['frame interval max (ms)', ms(figures.frameMaxMs)],
          ['main thread busy (CDP Task)', `${(figures.mainThreadBusy * 100).toFixed(1)}%`],
          ['  script', `${(figures.scriptBusy * 100).toFixed(1)}%`],
        ],
      );
      console.log(JSON.stringify({ bench: 'autobet', ...figures }));
    },
  );
}
