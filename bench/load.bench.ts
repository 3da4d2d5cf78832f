/**
 * The home page's first load (`npm run bench load`): the production build (in a folder of its own, served by
 * `vite preview` on a free port) in Debian's headless Chromium at 1440×900, five cold loads, each in a fresh
 * browser context (no cache, no storage: the worker builds its world anew). After each page settles (load,
 * then no request for 500 ms, then a second more) the page reports its Largest Contentful Paint
 * (PerformanceObserver 'largest-contentful-paint', buffered) and First Contentful Paint; the JavaScript bytes
 * come from the page's and the worker's resource timings (encoded body sizes, as sent over the wire), the worker's
 * script and its imports counted apart from the page's. It also times when every home row first showed its
 * games (the catalogue's answers through the worker), the home page's render time with all rows.
 *
 * Flags: `--skip-build` reuses the last build in LOAD_BENCH_DIST (default: <tmp>/casino-load-dist).
 * Prints figures; never fails on time.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { withBrowserBench } from './browser-host';
import { percentile, printAligned } from './stats';

const DIST = process.env.LOAD_BENCH_DIST ?? join(tmpdir(), 'casino-load-dist');
const LOADS = 5;
const VIEWPORT = { width: 1440, height: 900 };
const DEADLINE_MS = 4 * 60_000;

interface Paints {
  lcp: number;
  fcp: number;
  element: string;
}

/** In the page, once it has settled: the last LCP candidate and the first contentful paint. */
function readPaints(): Promise<Paints> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const element = last.element;
      const name = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '(removed from the page)';
      resolve({ lcp: last.startTime, fcp, element: name });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * In the page, from its first script on: the time (since navigation start) at which every home row first showed
 * its content, no skeleton tile left in any of at least HOME_ROWS rows. The rows wait for the worker's answers
 * (the catalogue's games and providers), so this is the home page's render time with all rows. A script of text:
 * tsx's compiled functions name their inner functions with a helper the page does not have.
 */
const watchRowsFilled = (minRows: number) => `
  (() => {
    const observer = new MutationObserver(() => check());
    function check() {
      if (window.__rowsFilledAt !== undefined) return;
      const rows = document.querySelectorAll('.category-row').length;
      const skeletons = document.querySelectorAll('.tile-skeleton, .provider-tile--skeleton').length;
      if (rows >= ${minRows} && skeletons === 0) {
        window.__rowsFilledAt = performance.now();
        observer.disconnect();
      }
    }
    document.addEventListener('DOMContentLoaded', () => {
      observer.observe(document.body, { childList: true, subtree: true });
      check();
    });
  })();
`;

/** Originals, Slots, Providers, Live Casino and New Releases (Futures only with the trading plugin). */
const HOME_ROWS = 5;

interface Load extends Paints {
  /** When every home row showed its games (ms since navigation start). */
  rowsMs: number;
  pageJsKb: number;
  workerJsKb: number;
  files: number;
}

/** In the page or a worker: the encoded (over the wire) bytes of each script it fetched. */
function scriptsFetched(): Array<[string, number]> {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => [entry.name, (entry as PerformanceResourceTiming).encodedBodySize]);
}

/** The page's scripts apart from the worker's: its own script (fetched by the page) and what it imports. */
async function scriptBytes(page: Page) {
  const isWorkerScript = (url: string) => /\.worker-[^/]*\.js$/.test(url);
  const fromPage = await page.evaluate(scriptsFetched);
  const fromWorkers = (
    await Promise.all(page.workers().map((worker) => worker.evaluate(scriptsFetched)))
  ).flat();
  const sum = (list: Array<[string, number]>) => list.reduce((total, [, bytes]) => total + bytes, 0) / 1024;
  const pageOwn = fromPage.filter(([url]) => !isWorkerScript(url));
  const workerOwn = [...fromPage.filter(([url]) => isWorkerScript(url)), ...fromWorkers];
  return { pageJsKb: sum(pageOwn), workerJsKb: sum(workerOwn), files: fromPage.length + fromWorkers.length };
}

async function coldLoad(browser: Browser, origin: string): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript(watchRowsFilled(HOME_ROWS));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const paints = await page.evaluate(readPaints);
    const rowsMs = await page
      .waitForFunction(() => (window as unknown as { __rowsFilledAt?: number }).__rowsFilledAt, null, {
        timeout: 30_000,
      })
      .then((handle) => handle.jsonValue() as Promise<number>);
    return { ...paints, rowsMs, ...(await scriptBytes(page)) };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<void> {
  await withBrowserBench('load', { dist: DIST, deadlineMs: DEADLINE_MS }, async ({ origin, browser }) => {
    // One untimed load first: the preview server and the browser's own start-up are not the page's cost.
    await coldLoad(browser, origin);
    const loads: Load[] = [];
    for (let index = 0; index < LOADS; index += 1) loads.push(await coldLoad(browser, origin));

    const ms = (value: number) => value.toFixed(0);
    const kb = (value: number) => value.toFixed(1);
    printAligned(
      ['load', 'LCP ms', 'FCP ms', 'rows ms', 'page JS KiB', 'worker JS KiB', 'JS files', 'LCP element'],
      loads.map((load, index) => [
        String(index + 1),
        ms(load.lcp),
        ms(load.fcp),
        ms(load.rowsMs),
        kb(load.pageJsKb),
        kb(load.workerJsKb),
        String(load.files),
        load.element,
      ]),
    );
    const median = (pick: (load: Load) => number) =>
      percentile(
        loads.map(pick).sort((a, b) => a - b),
        50,
      );
    const figures = {
      lcpMedianMs: median((load) => load.lcp),
      fcpMedianMs: median((load) => load.fcp),
      rowsMedianMs: median((load) => load.rowsMs),
      pageJsKb: median((load) => load.pageJsKb),
      workerJsKb: median((load) => load.workerJsKb),
    };
    console.log(
      `median of ${LOADS} cold loads: LCP ${ms(figures.lcpMedianMs)} ms, FCP ${ms(figures.fcpMedianMs)} ms, ` +
        `all home rows filled ${ms(figures.rowsMedianMs)} ms; ` +
        `JavaScript over the wire ${kb(figures.pageJsKb + figures.workerJsKb)} KiB ` +
        `(page ${kb(figures.pageJsKb)}, worker ${kb(figures.workerJsKb)})`,
    );
    console.log(JSON.stringify({ bench: 'load', ...figures, loads }));
  });
}
