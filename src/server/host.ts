/**
 * The Node host: opens the default world, builds the HTTP application and listens, with the Pusher
 * WebSocket on the same port. `close()` stops accepting, ends the sockets, and writes and closes every world.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { createHostApp } from './app';
import type { HostOptions } from './options';
import { WorldRegistry, type WorldSettings } from './worlds';

/** How long the host keeps an idle keep-alive connection open. */
export const KEEP_ALIVE_MS = 65_000;

export interface RunningHost {
  /** http://host:port */
  readonly url: string;
  readonly port: number;
  readonly worlds: WorldRegistry;
  close(): Promise<void>;
}

export type StartOptions = Omit<HostOptions, 'seed' | 'dataDir' | 'clockRate'> &
  Omit<WorldSettings, 'captchaTestResponse'>;

export async function startHost(options: StartOptions): Promise<RunningHost> {
  const worlds = await WorldRegistry.start({
    seed: options.seed,
    ...(options.name ? { name: options.name } : {}),
    dataDir: options.dataDir,
    clockRate: options.clockRate,
    // Scripts and the e2e suite sign up with the captcha's test response; a host serving others never accepts it.
    captchaTestResponse: options.qa,
    ...(options.sim ? { sim: options.sim } : {}),
  });
  const { app, injectWebSocket } = createHostApp(worlds, options);
  const server = createAdaptorServer({ fetch: app.fetch, hostname: options.host }) as Server;
  // Node closes a keep-alive connection after 5 idle seconds; a client that sends on it as it closes gets
  // ECONNRESET (an e2e control call did, on CI). Clients close their idle connections first, as behind a
  // proxy: the host keeps them longer than the common 60 s.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  injectWebSocket(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    worlds,
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await worlds.closeAll();
        await stopped;
      })()),
  };
}
