import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

const TESTS = 'tests/unit';

/**
 * The test files that may share a worker's modules (no isolation): those in Node's environment that replace no
 * module (`vi.mock` is hoisted into the file's own module graph, and a module another file imported first would
 * stay unmocked). Most of them load the whole sim, and importing it again in every file was a third of the
 * suite's time. The others (the page's tests in jsdom, the files with module mocks) each get a fresh copy.
 */
function sharedModuleFiles(): string[] {
  return readdirSync(TESTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${TESTS}/${file.replaceAll('\\', '/')}`)
    .filter((file) => !/@vitest-environment|vi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}

const shared = sharedModuleFiles();

export default defineConfig({
  resolve: {
    alias: {
      ...aliases,
      // The app bundle takes pusher-js's browser build (its package "browser" field); tests of the realtime
      // client under jsdom must run that same build, not the Node one.
      'pusher-js': fileURLToPath(new URL('./node_modules/pusher-js/dist/web/pusher.js', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores. Many files wait on
    // fake-indexeddb, child processes and timers more than they compute, so one more worker than cores keeps
    // them busy (on 2 cores: one worker 8.3 min, two 6.5 min, three 5.9 min).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'shared', include: shared, isolate: false } },
      {
        extends: true,
        test: { name: 'isolated', include: [`${TESTS}/**/*.test.{ts,tsx}`], exclude: shared },
      },
    ],
  },
});
