/**
 * The Pusher-protocol WebSocket at `ws://host:port/app/{key}`: the unmodified pusher-js connects here. Two
 * apps, as a real backend has them: the events app (the host's key, SIM_PUSHER's unless --key) and the
 * trading app (SIM_TRADING_PUSHER's key). The protocol is the contract's hub (pusher-protocol.ts); this file
 * only carries its frames over `ws` (through @hono/node-ws).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { WSContext } from 'hono/ws';
import type { NodeWebSocket } from '@hono/node-ws';
import type { WebSocket } from 'ws';
import { DROPPED_CLOSE_CODE, type PusherHub, type PusherSocket } from '@contract/pusher-protocol';
import { SIM_TRADING_PUSHER } from '@contract/trading';
import type { HostEnv } from './sim-routes';
import { json } from './wire';
import type { World } from './worlds';

/** Pusher's close code for an app key it does not know (no reconnection). */
const UNKNOWN_APP_CODE = 4001;

function hubOf(world: World, key: string, eventsKey: string): PusherHub | null {
  if (key === eventsKey) return world.events;
  return key === SIM_TRADING_PUSHER.key ? world.trading : null;
}

/** The hub's abstract socket on a `ws` socket; a drop is an abnormal closure, which no close frame can carry. */
function pusherSocket(ws: WSContext<WebSocket>): PusherSocket {
  return {
    send: (text) => ws.send(text),
    close: (code, reason) => (code === DROPPED_CLOSE_CODE ? ws.raw?.terminate() : ws.close(code, reason)),
  };
}

export function realtimeRoutes(
  app: Hono<HostEnv>,
  upgradeWebSocket: NodeWebSocket['upgradeWebSocket'],
  eventsKey: string,
): void {
  // A dropped app refuses the upgrade itself, so pusher-js sees a failed connection and retries later.
  const refuseDropped: MiddlewareHandler<HostEnv> = async (c, next) => {
    const hub = hubOf(c.get('world'), c.req.param('key') ?? '', eventsKey);
    if (hub && !hub.online) return json(503, { error: 'The realtime server is down' });
    return next();
  };
  app.get(
    '/app/:key',
    refuseDropped,
    upgradeWebSocket((c) => {
      const hub = hubOf(c.get('world'), c.req.param('key') ?? '', eventsKey);
      let connection: ReturnType<PusherHub['accept']> = null;
      return {
        onOpen(_event, ws) {
          if (!hub) {
            ws.send(
              JSON.stringify({
                event: 'pusher:error',
                data: { code: UNKNOWN_APP_CODE, message: 'Unknown app key' },
              }),
            );
            return ws.close(UNKNOWN_APP_CODE, 'Unknown app key');
          }
          connection = hub.accept(pusherSocket(ws));
        },
        onMessage(event) {
          void connection?.receive(String(event.data));
        },
        onClose() {
          connection?.closed();
        },
      };
    }),
  );
}
