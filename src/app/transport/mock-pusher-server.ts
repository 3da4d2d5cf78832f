import { Server, type Client } from 'mock-socket';
import { SIM_PUSHER } from '@contract/index';
import { PusherHub, type BroadcastSource } from '@contract/pusher-protocol';

export type { BroadcastListener } from '@contract/index';
export { splitBroadcasts, type BroadcastSource } from '@contract/pusher-protocol';

/** Where a simulated Pusher server listens and what it tells its clients (SIM_PUSHER, SIM_TRADING_PUSHER). */
export interface SimPusherEndpoint {
  key: string;
  host: string;
  port: number;
  activityTimeoutSeconds: number;
}

const endpointUrl = ({ host, port, key }: SimPusherEndpoint) => `ws://${host}:${port}/app/${key}`;

/**
 * The sim's Pusher server in the page: the protocol hub of the contract (pusher-protocol.ts) on a mock-socket
 * server, on the main thread, at one endpoint (the events server by default). `drop()` closes every socket and
 * refuses new ones until `restore()`, so pusher-js reconnects and resubscribes by itself.
 */
export class MockPusherServer {
  private server: Server | null = null;
  private readonly hub: PusherHub;
  private readonly url: string;

  constructor(sim: BroadcastSource, endpoint: SimPusherEndpoint = SIM_PUSHER) {
    this.hub = new PusherHub(sim, endpoint.activityTimeoutSeconds);
    this.url = endpointUrl(endpoint);
    sim.onBroadcast((channel, event, payload) => this.broadcast(channel, event, payload));
    this.restore();
  }

  get online(): boolean {
    return this.server !== null;
  }

  restore(): void {
    if (this.server) return;
    this.hub.restore();
    const server = new Server(this.url, { mock: false });
    server.on('connection', (socket) => this.accept(socket));
    this.server = server;
  }

  drop(): void {
    const server = this.server;
    this.server = null;
    this.hub.drop();
    // Closing the server also unbinds its URL, so new sockets fail to connect until restore().
    server?.close({ code: 1006, reason: 'Dropped by the harness', wasClean: false });
  }

  broadcast(channel: string, event: string, payload: unknown): void {
    this.hub.broadcast(channel, event, payload);
  }

  private accept(client: Client): void {
    const connection = this.hub.accept({
      send: (text) => client.send(text),
      close: (code, reason) => client.close({ code, reason, wasClean: false }),
    });
    if (!connection) return;
    client.on('message', (raw) => void connection.receive(String(raw)));
    client.on('close', () => connection.closed());
  }
}
