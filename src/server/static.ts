/**
 * The client build served by the host itself (`--static dist`), so that an HTTP build runs same-origin with
 * its API: files as they are, and for a page address the SPA's index.html (the client routes it). Hashed
 * assets may be cached for good; index.html never, so a new build is picked up at once.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { HostEnv } from './sim-routes';

const wantsPage = (c: Context) => (c.req.header('accept') ?? '').includes('text/html');

export function staticBuild(dir: string): MiddlewareHandler<HostEnv> {
  const root = resolve(dir);
  if (!existsSync(resolve(root, 'index.html')))
    throw new Error(`--static ${dir}: no index.html there (run vite build first)`);
  const files = serveStatic({ root });
  const page = serveStatic({ root, path: 'index.html' });
  return async (c, next) => {
    // Set before serving: the file's response is built with the headers prepared so far.
    const immutable = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    const served = await files(c, async () => undefined);
    if (served) return served;
    if (wantsPage(c)) {
      c.header('Cache-Control', 'no-cache');
      const fallback = await page(c, async () => undefined);
      if (fallback) return fallback;
    }
    return next();
  };
}
