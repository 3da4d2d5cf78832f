import { test as base, expect } from '@playwright/test';

export type E2EMode = 'sim' | 'http';

/**
 * Which backend the running test's project talks to (playwright.config.ts sets it in the project's metadata):
 * 'sim' is the production sim build, its world in the page's worker; 'http' is the production HTTP build served
 * by the Node host (`npm run serve -- --qa`), so every call and socket crosses a real network.
 */
export const e2eMode = (): E2EMode => (base.info().project.metadata as { mode?: E2EMode }).mode ?? 'sim';

/**
 * Every test in a fresh world, in both modes. In sim mode the new browser context's empty IndexedDB is that
 * world. In HTTP mode the host makes one (QA worlds, `POST /__sim/worlds`) and the `sim_world` cookie routes
 * the context's calls, sockets and /__sim controls to it; it is closed after the test.
 */
export const test = base.extend<{ simWorld: string | null }>({
  simWorld: [
    async ({ context, baseURL }, use) => {
      if (e2eMode() === 'sim') return use(null);
      const created = await context.request.post('/__sim/worlds', { data: { seed: 'demo' } });
      if (!created.ok()) throw new Error(`No QA world: ${created.status()} ${await created.text()}`);
      const { world } = (await created.json()) as { world: string };
      await context.addCookies([{ name: 'sim_world', value: world, url: baseURL! }]);
      await use(world);
      await context.request.delete(`/__sim/worlds/${world}`).catch(() => undefined);
    },
    { auto: true },
  ],
});

export { expect };
