/**
 * The Node host's HTTP application (hono): the contract's routes and game calls forwarded to the sim, the
 * Sanctum CSRF cookie, CORS for one configured origin, the Pusher WebSocket, QA controls behind --qa, and
 * the client build for every other page. Built without listening, so tests call `app.request()` directly.
 */
import { createNodeWebSocket, type NodeWebSocket } from '@hono/node-ws';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { CODES, HTTP, SERVER_TIME_HEADER, serverTimeHeaders } from '@contract/index';
import { csrfCookieRoute, requireCsrf } from './csrf';
import type { HostOptions } from './options';
import { qaRoutes } from './qa-routes';
import { realtimeRoutes } from './realtime';
import { forwardToSim, forwardWhisper, type HostEnv } from './sim-routes';
import { staticBuild } from './static';
import { bodyTooLarge, HOST_MESSAGES, notFound, refusal, serverError } from './wire';
import { WORLD_COOKIE, type WorldRegistry } from './worlds';
import { apiDocs } from './openapi/routes';

export type HostAppOptions = Pick<HostOptions, 'key' | 'origin' | 'staticDir' | 'qa' | 'bodyLimit'>;

export interface HostApp {
  app: Hono<HostEnv>;
  injectWebSocket: NodeWebSocket['injectWebSocket'];
}

/** The largest frame a client may send on the Pusher socket; a larger one closes it (1009). */
export const MAX_SOCKET_FRAME_BYTES = 64 * 1024;

/** Paths the host owns (or keeps for the API document): never a page of the client build. */
const API_PREFIXES = ['/api/', '/auth/', '/sanctum/', '/broadcasting/', '/__sim/', '/app/', '/docs'];
const isApiPath = (path: string) => path === '/openapi.json' || API_PREFIXES.some((p) => path.startsWith(p));

/**
 * The world a request is served by: in QA mode the one its sim_world cookie names (an unknown one is a 404,
 * so that a test never runs in the wrong world unnoticed); otherwise, and without the cookie, the default.
 */
function chooseWorld(registry: WorldRegistry, qa: boolean): MiddlewareHandler<HostEnv> {
  return async (c, next) => {
    const id = qa ? getCookie(c, WORLD_COOKIE) : undefined;
    const world = id ? registry.get(id) : registry.main;
    if (!world) return refusal(HTTP.notFound, CODES.notFound, HOST_MESSAGES.unknownWorld);
    c.set('world', world);
    return next();
  };
}

/**
 * The host's own answers (the CSRF cookie, 419, 400, 413) tell the world's time too, as the sim's do: the
 * client's one server clock reads every answer, and Node's real-time `Date` would pull a faster clock back.
 */
const stampServerTime: MiddlewareHandler<HostEnv> = async (c, next) => {
  await next();
  if (c.res.headers.has(SERVER_TIME_HEADER)) return;
  const headers = serverTimeHeaders(await c.get('world').sim.control.now());
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
};

export function createHostApp(registry: WorldRegistry, options: HostAppOptions): HostApp {
  const app = new Hono<HostEnv>();
  const { injectWebSocket, upgradeWebSocket, wss } = createNodeWebSocket({ app });
  // ws accepts 100 MiB frames by default; Pusher's own limit for a client frame is 10 KB.
  wss.options.maxPayload = MAX_SOCKET_FRAME_BYTES;
  app.onError((error) => {
    if (error instanceof HTTPException && error.status === 413) return bodyTooLarge();
    console.error('[server] request failed', error);
    return serverError();
  });
  app.notFound(() => notFound());

  if (options.origin) {
    app.use(
      cors({
        origin: options.origin,
        credentials: true,
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        allowHeaders: [
          'Accept',
          'Authorization',
          'Content-Type',
          'X-Requested-With',
          'X-XSRF-TOKEN',
          'X-CSRF-TOKEN',
          'X-Socket-ID',
        ],
        // The client's one server clock reads these cross-origin (ARCHITECTURE.md "Wire conventions").
        exposeHeaders: ['Date', SERVER_TIME_HEADER],
        maxAge: 600,
      }),
    );
  }
  const world = chooseWorld(registry, options.qa);
  const limit = bodyLimit({ maxSize: options.bodyLimit, onError: () => bodyTooLarge() });
  if (options.qa) {
    // Worlds are made and closed without one chosen (a stale cookie must not block making a new one).
    app.use('/__sim/*', async (c, next) =>
      c.req.path.startsWith('/__sim/worlds') ? next() : world(c, next),
    );
    app.use('/__sim/*', limit);
    app.route('/__sim', qaRoutes(registry));
  } else {
    app.all('/__sim/*', () => notFound());
  }

  // The API document and its reference page (src/server/openapi) need no world either.
  app.route('/', apiDocs());

  // Pages need no world; what the build does not have falls through to the API's 404.
  if (options.staticDir) {
    const pages = staticBuild(options.staticDir);
    app.on(['GET', 'HEAD'], '*', async (c, next) => (isApiPath(c.req.path) ? next() : pages(c, next)));
  }

  app.use(world, stampServerTime, limit);
  app.get('/sanctum/csrf-cookie', csrfCookieRoute);
  realtimeRoutes(app, upgradeWebSocket, options.key);
  app.use(requireCsrf);
  app.post('/api/whisper', forwardWhisper);
  app.all('*', forwardToSim);
  return { app, injectWebSocket };
}
