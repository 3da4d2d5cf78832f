/**
 * The installable, offline app: the only spec with a service worker (the config blocks it for every other test,
 * which would each precache the whole build). Tagged @offline: it plays the sim with the network off, so it
 * belongs to the sim build's run, not to the run against a real server.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { controls, openGame, playButton, roundResult, rounds } from './game-rounds';
import { DEMO, expectSignedIn, openHome, signIn } from './helpers';

/** The spec's own server, beside the sim build's (E2E_PORT, as the config's): its pages' relative links stay on it. */
const OWN_PORT = Number(process.env.E2E_PORT ?? 4173) + 3;
test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${OWN_PORT}` });

const headerBalance = (page: Page) =>
  page.getByRole('banner').getByTitle('Change currency').locator('.currency-amount');
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The first visit: the worker registers once the page is idle and precaches the build, one file at a time. */
async function visitUntilOfflineReady(page: Page) {
  await openHome(page);
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 120_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * A server of its own, so that the next build (the same files, but a worker script that differs) is served to
 * this spec only and the build on disk is left alone. One journey: precaching the build is its longest part.
 */
let server: PreviewServer;
let nextBuild = false;

test.beforeAll(async () => {
  // Read when the tests run, not when the file loads: listing the suite needs no build.
  const worker = readFileSync('dist/sw.js', 'utf8');
  server = await preview({
    configFile: false,
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: OWN_PORT, strictPort: true },
    plugins: [
      {
        name: 'next-build',
        configurePreviewServer: ({ middlewares }) =>
          void middlewares.use((request, response, next) => {
            if (!nextBuild || !request.url?.startsWith('/sw.js')) return next();
            response.setHeader('Content-Type', 'text/javascript');
            response.end(`${worker}\n// the next build\n`);
          }),
      },
    ],
  });
});
test.afterAll(async () => server?.close());

test(
  'after one visit the app opens, signs in and plays a round with the network off; a new build is offered with a Reload that starts it',
  { tag: '@offline' },
  async ({ page, context }) => {
    test.setTimeout(300_000);
    await visitUntilOfflineReady(page);

    await context.setOffline(true);
    await page.reload();
    await openHome(page);
    // The network is off: a request the worker has not cached fails. (Not navigator.onLine: Chromium 150 keeps
    // Playwright's offline emulation from the reloaded document's onLine, which says true while requests fail.)
    const uncached = await page.evaluate(() =>
      fetch(`/not-cached-${Date.now()}`).then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(uncached).toBe('failed');
    // The frames' pages are there too, whatever session their query carries.
    const kycForm = await page.evaluate(async () => (await fetch('/kyc-provider.html?form=any')).text());
    expect(kycForm).toContain('<title>VeriPass');
    await signIn(page, DEMO.player.login, DEMO.player.password);
    await expectSignedIn(page);

    // A deep link is answered by the worker too (the app's index.html), and the sim's lazy chunks come from it.
    await openGame(page, 'limbo');
    await expect(headerBalance(page)).toHaveText(/\d/);
    const before = amountOf(await headerBalance(page).textContent());
    await rounds.limbo!(page);
    await expect(roundResult(page)).toBeVisible();
    await expect.poll(async () => amountOf(await headerBalance(page).textContent())).not.toBe(before);
    await expect(playButton(page)).toBeEnabled();
    await expect(controls(page)).toBeVisible();

    // Back online, the server has the next build: what the app's hourly check does, now.
    await context.setOffline(false);
    nextBuild = true;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const offer = page.getByText('A new version is available');
    await expect(offer).toBeVisible({ timeout: 30_000 });

    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(offer).toHaveCount(0);
    // The next build's worker is the one in charge: nothing waits any more.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting),
    ).toBeNull();
  },
);
