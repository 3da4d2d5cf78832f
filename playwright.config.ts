import { defineConfig, devices } from '@playwright/test';
import type { E2EMode as Mode } from './tests/e2e/fixtures';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * E2E_MODE picks the backends: 'sim' (default) is the sim build in vite preview; 'http' is the HTTP build
 * (scripts/build-http.sh) served by the Node host in QA mode (`npm run test:e2e:http`); 'both' runs the two in
 * one run (the README's test command), so that Playwright's workers stay busy across both and neither mode's
 * last long journeys run alone. tests/e2e/fixtures.ts reads each project's mode from its metadata.
 */
const modes: Mode[] =
  process.env.E2E_MODE === 'both' ? ['sim', 'http'] : [process.env.E2E_MODE === 'http' ? 'http' : 'sim'];
/**
 * E2E_PORT lets several checkouts on one machine serve their builds side by side; the HTTP build's sockets
 * are built for E2E_HTTP_PORT (scripts/build-http.sh), where the host is started.
 */
const ports: Record<Mode, number> = {
  sim: Number(process.env.E2E_PORT ?? 4173),
  http: Number(process.env.E2E_HTTP_PORT ?? 4180),
};
/**
 * Left out in HTTP mode: the offline journey (no server with the network off) and what only the page's own sim
 * has (the scenario recorder hooks its calls), tagged @sim-only. The demo panel and the emulated third parties'
 * frames run in both: the HTTP build for the host (VITE_QA_HOST) has the same QA handle over /__sim.
 */
const notInHttp = /@offline|@sim-only/;
const webServers: Record<Mode, string> = {
  sim: `npx vite preview --host 127.0.0.1 --port ${ports.sim} --strictPort`,
  http: `node --import tsx src/server/main.ts --port ${ports.http} --static dist-http --qa --memory`,
};

/** The desktop and phone projects of one mode; the sim's keep the plain names ('desktop', 'mobile'). */
function projectsOf(mode: Mode) {
  const prefix = mode === 'sim' ? '' : `${mode}-`;
  const use = { baseURL: `http://127.0.0.1:${ports[mode]}` };
  const metadata = { mode };
  return [
    {
      name: `${prefix}desktop`,
      metadata,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, ...use },
      grepInvert: mode === 'http' ? [/@mobile/, notInHttp] : /@mobile/,
    },
    {
      name: `${prefix}mobile`,
      metadata,
      use: { ...devices['Pixel 7'], ...use },
      grep: /@mobile/,
      grepInvert: mode === 'http' ? notInHttp : undefined,
    },
  ];
}

/**
 * End-to-end tests against the production build (vite preview), in Debian's Chromium. The flags keep the
 * browser off the network: this machine reaches no outside host.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on CI's 2 cores: a test often waits on its page or the sim's clock, and the third fills those gaps
  // (measured: the sim-mode suite 7.8 -> 5.7 min, the HTTP-mode one 5.9 -> 4.5 min, no retries).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Recording a trace for every test costs about 40 % of the suite's CPU on CI's 2 cores, so CI records
    // one only when it retries a failed test (the retry's trace shows the failure again).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Each test's fresh context would otherwise install the service worker and precache the whole build;
    // tests/e2e/offline.spec.ts allows it for itself.
    serviceWorkers: 'block',
    // Software rendering on CI's 2 cores: the pages' decorative animations cost CPU that the tests' own work
    // needs, and the app honours reduced motion everywhere. A spec that checks a spin opts out.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: modes.flatMap(projectsOf),
  webServer: modes.map((mode) => ({
    command: webServers[mode],
    url: `http://127.0.0.1:${ports[mode]}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
});
