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
import type { Page } from '@playwright/test';
import { withBrowserBench } from './browser-host';
import { installProbe, measureWindow, openProbedPage } from './page-probe';
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
const BUSY = ['TaskDuration', 'ScriptDuration'] as const;

/** Runs in the page (so it must not close over anything of Node): marks each round the Auto tab counts. */
function markRounds(): void {
  let lastRound = -1;
  const progress = document.querySelector('.auto-bet__progress')!;
  new MutationObserver(() => {
    const round = Number(/Round (\d+)/.exec(progress.textContent ?? '')?.[1] ?? -1);
    if (round > lastRound && lastRound >= 0) window.__benchProbe!.mark('round');
    lastRound = round;
  }).observe(progress, { childList: true, characterData: true, subtree: true });
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
  await withBrowserBench(
    'autobet',
    { dist: DIST, minify: !PROFILE, deadlineMs: DEADLINE_MS },
    async ({ origin, browser }) => {
      const { page, cdp } = await openProbedPage(browser, VIEWPORT);
      await signInAndOpenLimbo(page, origin);
      await installProbe(page, markRounds);
      await page.waitForTimeout(WARM_UP_MS);

      const { probe, before, after } = await measureWindow(
        page,
        cdp,
        BUSY,
        () => page.waitForTimeout(WINDOW_MS),
        PROFILE ? { label: 'auto-bet', top: 40 } : undefined,
      );
      await page.getByRole('button', { name: 'Stop autobet' }).click();

      const rounds = probe.marks.round ?? [];
      const seconds = probe.ms / 1000;
      const gaps = rounds.slice(1).map((at, index) => at - rounds[index]!);
      gaps.sort((a, b) => a - b);
      const frames = [...probe.frames].sort((a, b) => a - b);
      const figures = {
        seconds,
        rounds: rounds.length,
        roundsPerSecond: rounds.length / seconds,
        gapP50Ms: percentile(gaps, 50),
        gapP95Ms: percentile(gaps, 95),
        gapMaxMs: gaps.at(-1) ?? Number.NaN,
        longTasks: probe.longTasks.length,
        longTaskMaxMs: Math.max(0, ...probe.longTasks),
        frameP95Ms: percentile(frames, 95),
        frameMaxMs: frames.at(-1) ?? Number.NaN,
        mainThreadBusy: ((after.TaskDuration - before.TaskDuration) * 1000) / probe.ms,
        scriptBusy: ((after.ScriptDuration - before.ScriptDuration) * 1000) / probe.ms,
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
