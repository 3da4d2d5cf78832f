import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { catalogueArtPlugin } from './scripts/art/vite-plugin-catalogue-art.ts';
import { SIM_WORKER_DIR, pwa } from './scripts/pwa/vite-pwa.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@contract': fromRoot('./src/contract'),
  '@fixtures': fromRoot('./fixtures'),
};

/**
 * Most visits land on the home page, whose route chunk the router would ask for only once the entry has run:
 * the built index.html fetches it (with its imports and styles) beside the entry instead. Preloads do not run
 * or apply anything, so other routes only pay the download of a few kilobytes.
 */
function preloadHomeRoute(): Plugin {
  return {
    name: 'preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/pages/HomePage.tsx'));
        if (!home) return html;
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
          chunk.imports.forEach(visit);
        };
        visit(home.fileName);
        const linked = (file: string) => html.includes(`/${file}"`);
        return [
          ...[...files]
            .filter((file) => !linked(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
          ...[...css]
            .filter((file) => !linked(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

/** The page's start-up code: libraries, the contract and the app (its entry aside: see below). */
const START_UP = /node_modules|[\\/]src[\\/]contract[\\/]|[\\/]src[\\/]app[\\/](?!main\.tsx$)/;
/**
 * Contract modules that the frames' pages import at start but the app's first page does not (the game
 * provider's table, poker and slot payloads, the sportsbook's protocol and sports). As start-up code of the
 * frames they would land in app-start too, which every page loads; left out, they share a chunk with the app's
 * lazy pages that use them.
 */
const FRAME_START_UP =
  /[\\/]src[\\/]contract[\\/](?:provider[\\/](?:live|poker|slots)|roulette|sports|sports-catalogue|sport-bets|odds|sportsbook-frame)\.ts$/;
const CONTRACT = /[\\/]src[\\/]contract[\\/]/;

export default defineConfig(({ mode }) => ({
  // An HTTP build never starts the sim (no link switches it to the sim: src/app/transport/config.ts), so its
  // players' first visit does not download the sim worker's code for the offline cache.
  plugins: [
    react(),
    preloadHomeRoute(),
    catalogueArtPlugin(),
    pwa({ precacheSimWorker: loadEnv(mode, process.cwd(), 'VITE_').VITE_TRANSPORT !== 'http' }),
  ],
  resolve: { alias: aliases },
  worker: {
    format: 'es',
    // The sim worker's start-up code (what its entry imports statically) is one chunk. Left to itself,
    // rolldown splits it into common chunks by which lazy domains share each module, so adding a lazy domain
    // re-partitioned it into more files and the worker's first load grew by a kilobyte of chunk overhead.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'sim-start', tags: ['$initial'] }] },
        // A folder of its own, which an HTTP build's service worker leaves out of its precache (vite-pwa.ts).
        entryFileNames: `${SIM_WORKER_DIR}/[name]-[hash].js`,
        chunkFileNames: `${SIM_WORKER_DIR}/[name]-[hash].js`,
        assetFileNames: `${SIM_WORKER_DIR}/[name]-[hash].[ext]`,
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    // The manifest lets scripts/bundle-report.ts measure the home route's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      // The contract declares (constants, texts, schemas, pure functions) and runs nothing when imported: what a
      // bundle does not use is dropped. Left to itself, rolldown kept the fairness engine (and its hashing) in the
      // first bundle through the contract's index once the fairness barrel grew a module.
      treeshake: { moduleSideEffects: (id: string) => !CONTRACT.test(id) },
      // The page's start-up code (what index.html's entry imports statically) is one chunk, as the worker's is:
      // split by which lazy routes share each module, it was some thirty small files, each with its overhead.
      // The KYC provider's own code (src/frames) stays out of it. So does the app's entry (src/app/main.tsx,
      // which mounts the app on #root): the frames' pages import this chunk for React, and with the entry in it
      // they started a second copy of the app on their own #root.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'app-start',
              tags: ['$initial'],
              test: (id) => START_UP.test(id) && !FRAME_START_UP.test(id),
            },
          ],
        },
      },
      input: {
        main: fromRoot('./index.html'),
        // The emulated KYC provider's form, shown in the KYC frame: a page of its own, not an app route
        // (src/frames/kyc-provider/main.tsx says why).
        kycProvider: fromRoot('./kyc-provider.html'),
        // The simulated game provider's client, shown in the frame of /casino/game/{id}
        // (src/frames/game-provider/main.tsx says why).
        gameProvider: fromRoot('./game-provider.html'),
        // The embedded sportsbook, shown in the frame of /sportsbook (src/frames/sportsbook/main.tsx says why).
        sportsbookProvider: fromRoot('./sportsbook-provider.html'),
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
}));
