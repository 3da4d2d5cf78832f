import { Server, type Client } from 'mock-socket';
import { PUSHER, SIM_PUSHER } from '@contract/index';
import { isTradingChannel } from '@contract/trading';

export type BroadcastListener = (channel: string, event: string, payload: unknown) => void;

/** What the mock broadcaster needs from the sim: the channel-signature check and the broadcast feed. */
export interface BroadcastSource {
  verifyChannelAuth(socketId: string, channelName: string, auth: string): Promise<boolean>;
  onBroadcast(listener: BroadcastListener): void;
}

/**
 * The sim's one broadcast feed split between its two servers, as a real backend publishes to two Pusher apps:
 * the trading channel's broadcasts go to the trading server, every other to the events server. Subscribes to
 * the feed once; returns each server's onBroadcast.
 */
export function splitBroadcasts(
  subscribe: (listener: BroadcastListener) => void,
): Record<'events' | 'trading', BroadcastSource['onBroadcast']> {
  const events = new Set<BroadcastListener>();
  const trading = new Set<BroadcastListener>();
  subscribe((channel, event, payload) => {
    for (const listener of isTradingChannel(channel) ? trading : events) listener(channel, event, payload);
  });
  return {
    events: (listener) => void events.add(listener),
    trading: (listener) => void trading.add(listener),
  };
}

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** Where a simulated Pusher server listens and what it tells its clients (SIM_PUSHER, SIM_TRADING_PUSHER). */
export interface SimPusherEndpoint {
  key: string;
  host: string;
  port: number;
  activityTimeoutSeconds: number;
}

const endpointUrl = ({ host, port, key }: SimPusherEndpoint) => `ws://${host}:${port}/app/${key}`;

const isPrivate = (channel: string) => channel.startsWith('private-') || channel.startsWith('presence-');

/**
 * A Pusher-protocol (7) broadcaster on mock-socket, on the main thread, at one endpoint (the events server by
 * default): connection_established, subscribe (private channels checked against the sim's signature),
 * subscription_succeeded, ping/pong, unsubscribe, client events on private channels, and the sim's broadcasts
 * to every subscriber. `drop()` closes every socket and refuses new ones until `restore()`, so pusher-js
 * reconnects and resubscribes by itself.
 */
export class MockPusherServer {
  private server: Server | null = null;
  private readonly subscriptions = new Map<Client, Set<string>>();
  private readonly socketIds = new Map<Client, string>();
  private nextSocket = 1;

  constructor(
    private readonly sim: BroadcastSource,
    private readonly endpoint: SimPusherEndpoint = SIM_PUSHER,
  ) {
    sim.onBroadcast((channel, event, payload) => this.broadcast(channel, event, payload));
    this.restore();
  }

  get online(): boolean {
    return this.server !== null;
  }

  restore(): void {
    if (this.server) return;
    const server = new Server(endpointUrl(this.endpoint), { mock: false });
    server.on('connection', (socket) => this.accept(socket));
    this.server = server;
  }

  drop(): void {
    const server = this.server;
    this.server = null;
    this.subscriptions.clear();
    this.socketIds.clear();
    server?.close({ code: 1006, reason: 'Dropped by the harness', wasClean: false });
  }

  broadcast(channel: string, event: string, payload: unknown): void {
    this.fanOut(channel, JSON.stringify({ event, channel, data: JSON.stringify(payload) }));
  }

  private fanOut(channel: string, message: string, except?: Client): void {
    for (const [socket, channels] of this.subscriptions) {
      if (socket !== except && channels.has(channel)) socket.send(message);
    }
  }

  private accept(socket: Client): void {
    const socketId = `${this.nextSocket}.${1_000_000 + this.nextSocket}`;
    this.nextSocket += 1;
    this.socketIds.set(socket, socketId);
    this.subscriptions.set(socket, new Set());
    socket.on('message', (raw) => void this.receive(socket, raw));
    socket.on('close', () => {
      this.subscriptions.delete(socket);
      this.socketIds.delete(socket);
    });
    this.send(socket, {
      event: PUSHER.connectionEstablished,
      data: JSON.stringify({ socket_id: socketId, activity_timeout: this.endpoint.activityTimeoutSeconds }),
    });
  }

  private async receive(socket: Client, raw: unknown): Promise<void> {
    let frame: Frame;
    try {
      frame = JSON.parse(String(raw)) as Frame;
    } catch {
      return this.send(socket, { event: PUSHER.error, data: { code: 4000, message: 'Malformed frame' } });
    }
    const data = (typeof frame.data === 'string' ? safeParse(frame.data) : frame.data) as Record<
      string,
      unknown
    >;
    switch (frame.event) {
      case PUSHER.ping:
        return this.send(socket, { event: PUSHER.pong, data: {} });
      case PUSHER.subscribe:
        return this.subscribe(socket, String(data?.channel ?? ''), String(data?.auth ?? ''));
      case PUSHER.unsubscribe:
        this.subscriptions.get(socket)?.delete(String(data?.channel ?? ''));
        return;
      default:
        if (frame.event.startsWith('client-') && frame.channel) this.relayClientEvent(socket, frame);
    }
  }

  private async subscribe(socket: Client, channel: string, auth: string): Promise<void> {
    const socketId = this.socketIds.get(socket);
    if (!channel || !socketId) return;
    if (isPrivate(channel) && !(await this.sim.verifyChannelAuth(socketId, channel, auth))) {
      // Real Pusher answers a bad signature with pusher:error; the channel-level error lets listeners see it.
      this.send(socket, {
        event: PUSHER.error,
        data: { code: null, message: `Invalid signature for ${channel}` },
      });
      this.send(socket, {
        event: PUSHER.subscriptionError,
        channel,
        data: JSON.stringify({ type: 'AuthError', status: 403, error: 'Invalid signature' }),
      });
      return;
    }
    this.subscriptions.get(socket)?.add(channel);
    this.send(socket, { event: PUSHER.subscriptionSucceeded, channel, data: '{}' });
  }

  private relayClientEvent(socket: Client, frame: Frame): void {
    const channel = frame.channel!;
    if (!isPrivate(channel) || !this.subscriptions.get(socket)?.has(channel)) return;
    this.fanOut(channel, JSON.stringify({ event: frame.event, channel, data: frame.data }), socket);
  }

  private send(socket: Client, frame: Frame): void {
    socket.send(JSON.stringify(frame));
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
