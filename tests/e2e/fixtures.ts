import { test as base, expect } from '@playwright/test';

/**
 * Which backend the suite runs against: 'sim' (default) is the production sim build, its world in the page's
 * worker; 'http' is the production HTTP build served by the Node host (`npm run serve -- --qa`), so every
 * call and socket crosses a real network. playwright.config.ts reads the same variable.
 */
export const E2E_MODE: 'sim' | 'http' = process.env.E2E_MODE === 'http' ? 'http' : 'sim';

/**
 * Every test in a fresh world, in both modes. In sim mode the new browser context's empty IndexedDB is that
 * world. In HTTP mode the host makes one (QA worlds, `POST /__sim/worlds`) and the `sim_world` cookie routes
 * the context's calls, sockets and /__sim controls to it; it is closed after the test.
 */
export const test = base.extend<{ simWorld: string | null }>({
  simWorld: [
    async ({ context, baseURL }, use) => {
      if (E2E_MODE === 'sim') return use(null);
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
