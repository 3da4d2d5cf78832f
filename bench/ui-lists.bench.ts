/**
 * The chat and live-feed lists in a real browser (`npm run bench ui-lists`): the production build (built into
 * a folder of its own, served by `vite preview` on 127.0.0.1:4180) in Debian's headless Chromium at 1440×900,
 * in sim mode on a fixed seed. The chat is filled with 10,000 messages (`control.chatBurst`), the crowd bets
 * 50 times a second (3,000 a minute, on the sim's real-time clock) and chats twice a second; then, for fixed
 * windows, the page records long tasks (PerformanceObserver 'longtask'), frame intervals (a
 * requestAnimationFrame loop), feed rows added per second, the messages the chat list holds against the rows
 * it renders, the JS heap, and Chromium's own task, script, layout and style times (CDP Performance).
 *
 * Windows: the fill itself; following the newest message; the reader scrolling up through the history (40 px a
 * frame); the reader parked up in the history (does the view stay put while the oldest fall off?).
 * Before them, in Node: what one chat-store append costs with 10,000 messages held, and what one frame's flush of
 * the live queue costs (FRAME_BATCH queued messages, about a frame's worth of the fill's rate).
 *
 * Flags: `--skip-build` reuses the last build in UI_BENCH_DIST (default: <tmp>/casino-ui-lists-dist).
 * Prints figures; never fails on time.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import type { ChatMessage } from '@contract/index';
import { MAX_MESSAGES, useChat } from '../src/app/features/chat/room/chat-store';
import { withBrowserBench } from './browser-host';
import { installProbe, measureWindow, openProbedPage } from './page-probe';
import { percentile, printAligned } from './stats';

/** `UI_BENCH_PROFILE=following` (a window's name): a CPU profile of that window, on an unminified build. */
const PROFILE = process.env.UI_BENCH_PROFILE ?? null;
const DIST =
  process.env.UI_BENCH_DIST ??
  join(tmpdir(), PROFILE ? 'casino-ui-lists-dist-unminified' : 'casino-ui-lists-dist');
const PORT = 4180;
const SEED = 'bench-ui-lists';
const VIEWPORT = { width: 1440, height: 900 };
const FILL = 10_000;
/**
 * 50 bets and 2 chat lines a second of real time. Each online player of the crowd plays one session at a time
 * with 1.5 to 4.5 s between rounds, so 60 players manage about 20 bets a second of sim time whatever the rate
 * asks: the sim clock runs 5 times faster and the whole crowd is online, at 600 bets and 24 lines a sim minute.
 */
const CLOCK_RATE = 5;
const RATES = { betsPerMinute: 600, chatMessagesPerMinute: 24, activeShare: 1 };
const FOLLOW_MS = 15_000;
const SCROLL_MS = 8_000;
const PARKED_MS = 8_000;
/** The whole bench stops (browser closed, server killed) after this, whatever happens. */
const DEADLINE_MS = 6 * 60_000;

// ---------------------------------------------------------------------------------------------------------
// Node: the chat store's append and a frame's flush at its cap.

interface StoreFigures {
  medianUs: number;
  p99Us: number;
  maxUs: number;
  held: number;
}

/** Live messages queued per frame in the flush figure: the fill's ~130 a second at 60 frames a second, rounded up. */
const FRAME_BATCH = 3;

function storeFigures(samples: number[]): StoreFigures {
  samples.sort((a, b) => a - b);
  return {
    medianUs: percentile(samples, 50),
    p99Us: percentile(samples, 99),
    maxUs: samples.at(-1)!,
    held: useChat.getState().messages.length,
  };
}

function storeAppend(): { append: StoreFigures; flush: StoreFigures } {
  const message = (index: number): ChatMessage => ({
    _id: `m${index}`,
    type: 'message',
    user: { _id: `u${index % 60}`, name: `bot${index % 60}`, avatar: '', access: [] },
    vipLevel: 0,
    data: { text: `line ${index}` },
    created_at: new Date(0).toISOString(),
    channel: 'casino_en',
  });
  const chat = useChat.getState();
  chat.enter('casino_en');
  chat.historyLoaded('casino_en', []);
  for (let index = 0; index < MAX_MESSAGES; index += 1) useChat.getState().receive(message(index));
  const samples: number[] = [];
  for (let index = MAX_MESSAGES; index < MAX_MESSAGES + 5_000; index += 1) {
    const started = performance.now();
    useChat.getState().receive(message(index));
    samples.push((performance.now() - started) * 1000);
  }
  const append = storeFigures(samples);
  const flushes: number[] = [];
  for (let index = MAX_MESSAGES + 5_000; index < MAX_MESSAGES + 5_000 + 2_000 * FRAME_BATCH;) {
    const started = performance.now();
    for (let queued = 0; queued < FRAME_BATCH; queued += 1, index += 1)
      useChat.getState().queue(message(index));
    useChat.getState().flush();
    flushes.push((performance.now() - started) * 1000);
  }
  return { append, flush: storeFigures(flushes) };
}

// ---------------------------------------------------------------------------------------------------------
// In the page: probes (functions run by page.evaluate, so they must not close over anything of Node).

/** Marks each live-feed row added to the page. */
function markFeedRows(): void {
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLElement)
          window.__benchProbe!.mark(
            'feedRow',
            node.matches('tr.live-feed__row') ? 1 : node.querySelectorAll('tr.live-feed__row').length,
          );
  }).observe(document.body, { childList: true, subtree: true });
}

/** What the chat list holds and renders, and whether the newest message is in view. */
function chatState() {
  const log = document.querySelector<HTMLElement>('[role="log"][aria-label="Chat messages"]')!;
  const list = log.querySelector('ul')!;
  const top = log.getBoundingClientRect().top;
  const firstInView = [...list.children].find((row) => row.getBoundingClientRect().bottom > top + 1);
  return {
    held: Number(list.dataset.messages ?? list.children.length),
    rows: list.children.length,
    nodes: log.querySelectorAll('*').length,
    atBottom: log.scrollHeight - log.scrollTop - log.clientHeight < 48,
    scrollTop: Math.round(log.scrollTop),
    firstInView: firstInView?.textContent ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Windows.

const METRICS = [
  'TaskDuration',
  'ScriptDuration',
  'LayoutDuration',
  'RecalcStyleDuration',
  'JSHeapUsedSize',
  'Nodes',
] as const;
type Metric = (typeof METRICS)[number];

interface WindowFigures {
  window: string;
  seconds: number;
  frames: number;
  p50: number;
  p95: number;
  p99: number;
  maxFrame: number;
  over16: number;
  over50: number;
  longTasks: number;
  longTotal: number;
  longMax: number;
  feedPerSecond: number;
  held: number;
  rows: number;
  chatNodes: number;
  domNodes: number;
  heapMb: number;
  /** Share of the window's wall time the renderer's main thread spent in tasks, script, layout, style. */
  busy: number;
  script: number;
  layout: number;
  style: number;
  note: string;
}

async function measure(
  page: Page,
  cdp: CDPSession,
  label: string,
  during: () => Promise<string | void>,
): Promise<WindowFigures> {
  const { probe, before, after, result } = await measureWindow(
    page,
    cdp,
    METRICS,
    during,
    PROFILE === label ? { label } : undefined,
  );
  const chat = await page.evaluate(chatState);
  const seconds = probe.ms / 1000;
  const frames = [...probe.frames].sort((a, b) => a - b);
  const share = (limit: number) => frames.filter((ms) => ms > limit).length / Math.max(1, frames.length);
  const busy = (key: Metric) => (after[key] - before[key]) / seconds;
  return {
    window: label,
    seconds,
    frames: frames.length,
    p50: percentile(frames, 50),
    p95: percentile(frames, 95),
    p99: percentile(frames, 99),
    maxFrame: frames.at(-1) ?? Number.NaN,
    over16: share(MISSED_VSYNC_MS),
    over50: share(50),
    longTasks: probe.longTasks.length,
    longTotal: probe.longTasks.reduce((sum, ms) => sum + ms, 0),
    longMax: Math.max(0, ...probe.longTasks),
    feedPerSecond: (probe.marks.feedRow?.length ?? 0) / seconds,
    held: chat.held,
    rows: chat.rows,
    chatNodes: chat.nodes,
    domNodes: after.Nodes,
    heapMb: after.JSHeapUsedSize / 2 ** 20,
    busy: busy('TaskDuration'),
    script: busy('ScriptDuration'),
    layout: busy('LayoutDuration'),
    style: busy('RecalcStyleDuration'),
    note: result ?? '',
  };
}

/**
 * rAF intervals at 60 Hz jitter around 16.7 ms (16.6 to 16.8); a frame that missed its vsync takes about 33 ms,
 * so "over 16.7 ms" is counted as over 20 ms.
 */
const MISSED_VSYNC_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function printFigures(rows: WindowFigures[]): void {
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const ms = (value: number) => value.toFixed(1);
  const table: [string, (row: WindowFigures) => string][] = [
    ['window length (s)', (row) => row.seconds.toFixed(1)],
    ['frames', (row) => String(row.frames)],
    ['frame interval p50 (ms)', (row) => ms(row.p50)],
    ['frame interval p95 (ms)', (row) => ms(row.p95)],
    ['frame interval p99 (ms)', (row) => ms(row.p99)],
    ['frame interval max (ms)', (row) => ms(row.maxFrame)],
    ['frames over 16.7 ms (> 20)', (row) => pct(row.over16)],
    ['frames over 50 ms', (row) => pct(row.over50)],
    ['long tasks (count)', (row) => String(row.longTasks)],
    ['long tasks total (ms)', (row) => ms(row.longTotal)],
    ['long task max (ms)', (row) => ms(row.longMax)],
    ['feed rows added per s', (row) => row.feedPerSecond.toFixed(1)],
    ['chat messages held', (row) => String(row.held)],
    ['chat rows in the DOM', (row) => String(row.rows)],
    ['chat log elements', (row) => String(row.chatNodes)],
    ['document nodes (CDP)', (row) => String(row.domNodes)],
    ['JS heap used (MB)', (row) => row.heapMb.toFixed(1)],
    ['main thread busy (CDP Task)', (row) => pct(row.busy)],
    ['  script', (row) => pct(row.script)],
    ['  layout', (row) => pct(row.layout)],
    ['  style', (row) => pct(row.style)],
  ];
  const header = ['', ...rows.map((row) => row.window)];
  const lines = table.map(([label, cell]) => [label, ...rows.map(cell)]);
  printAligned(header, lines);
  for (const row of rows) if (row.note) console.log(`${row.window}: ${row.note}`);
}

// ---------------------------------------------------------------------------------------------------------

export async function run(): Promise<void> {
  const { append, flush } = storeAppend();
  console.log(
    `chat store append with ${append.held.toLocaleString('en-US')} held (Node): median ${append.medianUs.toFixed(1)} µs, ` +
      `p99 ${append.p99Us.toFixed(1)} µs, max ${append.maxUs.toFixed(1)} µs`,
  );
  console.log(
    `chat store queue ${FRAME_BATCH} + flush with ${flush.held.toLocaleString('en-US')} held (Node): median ${flush.medianUs.toFixed(1)} µs, ` +
      `p99 ${flush.p99Us.toFixed(1)} µs, max ${flush.maxUs.toFixed(1)} µs`,
  );

  await withBrowserBench(
    'ui-lists',
    { dist: DIST, minify: !PROFILE, port: PORT, deadlineMs: DEADLINE_MS },
    async ({ origin, browser }) => {
      const { page, cdp } = await openProbedPage(browser, VIEWPORT);
      await page.goto(`${origin}/?transport=sim&seed=${SEED}&clock=${CLOCK_RATE}`);
      await page.getByRole('log', { name: 'Chat messages' }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForFunction(() => window.__harness !== undefined, null, { timeout: 60_000 });
      await page.locator('tr.live-feed__row').first().waitFor({ state: 'attached', timeout: 60_000 });
      await installProbe(page, markFeedRows);
      // Quiet while the chat fills, so that the fill window is the burst alone.
      await page.evaluate(() =>
        window.__harness!.control.setWorldRates({ betsPerMinute: 0, chatMessagesPerMinute: 0 }),
      );

      const figures: WindowFigures[] = [];
      figures.push(
        await measure(page, cdp, 'fill 10k', async () => {
          const started = Date.now();
          const posted = await page.evaluate((count) => window.__harness!.control.chatBurst(count), FILL);
          await page.waitForFunction(
            (count) =>
              Number(document.querySelector('[role="log"] ul')?.getAttribute('data-messages')) >= count,
            Math.min(FILL, MAX_MESSAGES),
            { timeout: 60_000 },
          );
          return `${posted} posted, all on screen in ${((Date.now() - started) / 1000).toFixed(1)} s`;
        }),
      );

      await page.evaluate((rates) => window.__harness!.control.setWorldRates(rates), RATES);
      await sleep(3_000); // the feed's rows arrive after their delay
      figures.push(
        await measure(page, cdp, 'following', async () => {
          let atBottom = 0;
          let samples = 0;
          for (const until = Date.now() + FOLLOW_MS; Date.now() < until; samples += 1) {
            if ((await page.evaluate(chatState)).atBottom) atBottom += 1;
            await sleep(250);
          }
          return `newest message in view in ${atBottom} of ${samples} samples (every 250 ms)`;
        }),
      );

      figures.push(
        await measure(page, cdp, 'scrolling up', async () => {
          await page.evaluate(
            (ms) =>
              new Promise<void>((resolve) => {
                const log = document.querySelector<HTMLElement>('[role="log"][aria-label="Chat messages"]')!;
                const until = performance.now() + ms;
                const step = (now: number) => {
                  log.scrollTop -= 40;
                  if (now < until) requestAnimationFrame(step);
                  else resolve();
                };
                requestAnimationFrame(step);
              }),
            SCROLL_MS,
          );
          const chat = await page.evaluate(chatState);
          return `scrolled to ${chat.scrollTop} px`;
        }),
      );

      figures.push(
        await measure(page, cdp, 'parked up', async () => {
          const before = await page.evaluate(chatState);
          await sleep(PARKED_MS);
          const after = await page.evaluate(chatState);
          const kept = before.firstInView !== null && before.firstInView === after.firstInView;
          return `top row in view kept while messages came and went: ${kept ? 'yes' : 'no'}`;
        }),
      );

      printFigures(figures);
      console.log(
        JSON.stringify({ bench: 'ui-lists', storeAppendUs: append, storeFlushUs: flush, windows: figures }),
      );
    },
  );
}
