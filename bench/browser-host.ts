/**
 * What the browser benchmarks share: a production build in a folder of their own, `vite preview` serving it on
 * 127.0.0.1, and Debian's headless Chromium kept off the network (what they measure in the page: page-probe.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

function runToEnd(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/**
 * Builds the app into `dist` (unminified when `minify` is false, for readable profiles). With `--skip-build` on
 * the command line, an earlier build in `dist` is reused.
 */
export async function buildInto(dist: string, { minify = true }: { minify?: boolean } = {}): Promise<void> {
  if (process.argv.includes('--skip-build') && existsSync(join(dist, 'index.html'))) return;
  const started = performance.now();
  await runToEnd(process.execPath, [
    VITE,
    'build',
    '--outDir',
    dist,
    '--emptyOutDir',
    '--logLevel',
    'error',
    ...(minify ? [] : ['--minify', 'false']),
  ]);
  console.log(`built into ${dist} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** A port nobody listens on now, from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Preview {
  origin: string;
  stop(): void;
}

/** `vite preview` of `dist` on `port` (a free one when none is given), once it answers. */
export async function servePreview(dist: string, port?: number): Promise<Preview> {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [VITE, 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(chosen), '--strictPort'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const stop = () => {
    if (server.exitCode !== null || server.pid === undefined) return;
    try {
      process.kill(-server.pid, 'SIGTERM'); // its own process group: vite and anything it started
    } catch {
      server.kill('SIGTERM');
    }
  };
  for (let tries = 0; tries < 100; tries += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`vite preview did not answer on ${origin}`);
}

/** Headless Chromium from the system (CHROMIUM_PATH overrides), with nothing reaching out to the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
}

/**
 * Runs `body` with a deadline: past it the bench prints why and exits, whatever the page is doing. `cleanup`
 * runs in both cases.
 */
async function withDeadline(
  name: string,
  ms: number,
  cleanup: () => Promise<void> | void,
  body: () => Promise<void>,
): Promise<void> {
  const deadline = setTimeout(() => {
    console.error(`${name}: gave up after ${ms / 1000} s`);
    void Promise.resolve(cleanup()).finally(() => process.exit(1));
  }, ms);
  try {
    await body();
  } finally {
    clearTimeout(deadline);
    await cleanup();
  }
}

/**
 * Builds into `dist`, serves it and launches Chromium, then runs `body`; past `deadlineMs` the bench prints why
 * and exits. The browser is closed and the server stopped in both cases.
 */
export async function withBrowserBench(
  name: string,
  { dist, minify, port, deadlineMs }: { dist: string; minify?: boolean; port?: number; deadlineMs: number },
  body: (host: { origin: string; browser: Browser }) => Promise<void>,
): Promise<void> {
  let preview: Preview | null = null;
  let browser: Browser | null = null;
  await withDeadline(
    name,
    deadlineMs,
    async () => {
      await browser?.close().catch(() => undefined);
      preview?.stop();
    },
    async () => {
      await buildInto(dist, { minify });
      preview = await servePreview(dist, port);
      browser = await launchChromium();
      await body({ origin: preview.origin, browser });
    },
  );
}
