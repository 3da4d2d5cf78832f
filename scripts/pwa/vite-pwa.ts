/**
 * The installable, offline app (vite-plugin-pwa, Workbox's generateSW): a service worker that precaches the build
 * so that after the first visit the harness opens and plays with the network off (the sim runs in the page's
 * worker, so the shell is all it needs), and a web manifest with the theme's colours and the icons of
 * public/pwa (scripts/pwa/draw-icons.ts). The app registers the worker itself, lazily, and asks before a new
 * build takes over (src/app/features/pwa).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultThemeColours } from './theme-colours.ts';

/**
 * Paths that belong to a server, never to the app: a navigation to them (a document link, the API reference
 * page of `npm run serve`) goes to the network instead of getting the app's index.html.
 */
export const SERVER_PATHS = /^\/(?:api|auth|sanctum|broadcasting|__sim|docs)(?:\/|$)|^\/openapi\.json$/;

/**
 * The game covers (some 2,900 files, 12 MB) are not precached: Workbox installs its precache one file at a time,
 * and all of them would hold up "ready to work offline" for minutes on a real network. They are cached as they
 * are shown instead; offline, a cover never seen is replaced by a neutral one.
 */
export const GAME_COVERS = /\/art\/games\/[^/]+\.svg$/;
const OFFLINE_COVER = '/pwa/offline-cover.svg';

/** Where the build writes the sim worker's code (vite.config.ts `worker`), under the output folder. */
export const SIM_WORKER_DIR = 'assets/sim-worker';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface PwaOptions {
  /**
   * Whether the offline cache holds the sim worker (1.5 MB of code): a sim build plays offline on it; an HTTP
   * build never starts it and needs the network for every answer.
   */
  precacheSimWorker: boolean;
  root?: string;
}

/** What the precache leaves out: the covers (cached as shown), Vite's manifest, and the sim for HTTP builds. */
export const precacheIgnores = ({ precacheSimWorker }: Pick<PwaOptions, 'precacheSimWorker'>) => [
  'art/games/**',
  '.vite/**',
  ...(precacheSimWorker ? [] : [`${SIM_WORKER_DIR}/**`]),
];

export function pwa({ precacheSimWorker, root = ROOT }: PwaOptions): Plugin[] {
  const colours = defaultThemeColours(root);
  const themeColour: Plugin = {
    name: 'pwa-theme-colour',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: colours.background }, injectTo: 'head' },
    ],
  };
  return [
    themeColour,
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // src/app/features/pwa registers the worker after the first paint: no script in index.html.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'BetKings',
        short_name: 'BetKings',
        description: 'Crypto casino, sportsbook and futures: a demo that plays offline',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: colours.background,
        theme_color: colours.background,
        categories: ['games', 'entertainment'],
        icons: [
          { src: '/pwa/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Everything the app runs on: the page's and (sim builds) the sim worker's chunks, styles, the frames'
        // pages (the KYC form, the game provider, the sportsbook), the art, the chat's emoji and stickers, the icons.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: precacheIgnores({ precacheSimWorker }),
        // The largest chunk (the game catalogue) is some 0.7 MB; room to grow, but a stray multi-megabyte file
        // fails the build's warning rather than slip into every first visit.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The frames' pages carry their session in the query (kyc-provider.html?form=...): a precached file
        // is the same file whatever its query says.
        ignoreURLParametersMatching: [/.*/],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [SERVER_PATHS],
        // The first visit's page is controlled (so the covers it shows are cached) once the worker is active;
        // an update still waits for the player's Reload (registerType 'prompt').
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Only the shell is cached: no answer of an API (in an HTTP build) is ever stored.
        runtimeCaching: [
          {
            // A RegExp (serialised into the worker as it is) matches other origins only from the URL's start: never.
            urlPattern: GAME_COVERS,
            handler: 'CacheFirst',
            options: {
              cacheName: 'game-covers',
              expiration: { maxEntries: 4000 },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: OFFLINE_COVER },
            },
          },
        ],
      },
    }),
  ];
}
