/**
 * What the browser benchmarks measure in the page: a probe of frame intervals and long tasks (with marks a bench
 * adds for what it counts), Chromium's own busy times (CDP Performance) and, on demand, a CPU profile.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

/**
 * A page at `viewport` that the probe can run in once it has navigated (the shim below comes with each new
 * document), and a CDP session counting Chromium's busy times in it.
 */
export async function openProbedPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage({ viewport });
  // tsx keeps function names with a `__name` helper that the page lacks: the probes are compiled so.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return { page, cdp };
}

/** What the probe saw in a window: frame intervals (ms), long tasks (ms), and when each mark fell. */
export interface ProbeRecord {
  frames: number[];
  longTasks: number[];
  /** performance.now() of each mark, by the mark's name. */
  marks: Record<string, number[]>;
  ms: number;
}

declare global {
  interface Window {
    __benchProbe?: { start(): void; stop(): ProbeRecord; mark(name: string, count?: number): void };
  }
}

/**
 * Runs in the page (so it must not close over anything of Node): long tasks (PerformanceObserver 'longtask') and
 * frame intervals (a requestAnimationFrame loop) between start and stop; a bench's own observers add marks.
 */
function installFrameProbe(): void {
  let frames: number[] = [];
  let longTasks: number[] = [];
  let marks: Record<string, number[]> = {};
  let running = false;
  let startedAt = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    if (running) for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  const tick = (now: number) => {
    if (!running) return;
    if (last > 0) frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  window.__benchProbe = {
    start() {
      frames = [];
      longTasks = [];
      marks = {};
      last = 0;
      running = true;
      startedAt = performance.now();
      requestAnimationFrame(tick);
    },
    stop() {
      running = false;
      return { frames, longTasks, marks, ms: performance.now() - startedAt };
    },
    mark(name, count = 1) {
      if (!running) return;
      const times = (marks[name] ??= []);
      const now = performance.now();
      for (let index = 0; index < count; index += 1) times.push(now);
    },
  };
}

/** Installs the probe in the page, then `observers` (run in the page too), which mark what the bench counts. */
export async function installProbe(page: Page, observers?: () => void): Promise<void> {
  await page.evaluate(installFrameProbe);
  if (observers) await page.evaluate(observers);
}

/** Chromium's own counters for the page (CDP Performance.getMetrics): durations in seconds, sizes in bytes. */
export async function readMetrics<Name extends string>(
  cdp: CDPSession,
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const read = (name: Name) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return Object.fromEntries(names.map((name) => [name, read(name)])) as Record<Name, number>;
}

/**
 * One measured window: the probe and Chromium's counters around `during`, with a CPU profile of it printed when
 * `profile` is given.
 */
export async function measureWindow<Name extends string, Result>(
  page: Page,
  cdp: CDPSession,
  metrics: readonly Name[],
  during: () => Promise<Result>,
  profile?: { label: string; top?: number },
): Promise<{
  probe: ProbeRecord;
  before: Record<Name, number>;
  after: Record<Name, number>;
  result: Result;
}> {
  if (profile) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
  const before = await readMetrics(cdp, metrics);
  await page.evaluate(() => window.__benchProbe!.start());
  const result = await during();
  const probe = await page.evaluate(() => window.__benchProbe!.stop());
  const after = await readMetrics(cdp, metrics);
  if (profile) {
    const { profile: cpu } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    printProfile(profile.label, cpu, profile.top);
  }
  return { probe, before, after, result };
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** Prints the functions with the most self time in a CDP CPU profile. */
function printProfile(label: string, profile: CpuProfile, top = 25): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = byNode.get(id)!.callFrame;
    const where = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  console.log(`CPU profile of '${label}', self time:`);
  for (const [where, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${where}`);
}
