import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

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
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores. Many files wait on
    // fake-indexeddb, child processes and timers more than they compute, so one more worker than cores keeps
    // them busy (on 2 cores: one worker 8.3 min, two 6.5 min, three 5.9 min).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
