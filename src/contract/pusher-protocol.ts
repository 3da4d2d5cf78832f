/**
 * The Pusher protocol (version 7) on the server side, written once and used by both hosts of the sim's
 * broadcaster: the in-page mock socket (src/app/transport/mock-pusher-server.ts) and the Node host's real
 * WebSocket (src/server/realtime.ts). The hub knows nothing of the transport: it talks to abstract sockets
 * and answers connection_established, subscribe (private channels checked with the sim's signature),
 * subscription_succeeded, ping/pong, unsubscribe, client events on private channels, the broadcast fan-out,
 * and drop/restore (every socket closed and new ones refused, so that pusher-js reconnects by itself).
 */
import { PUSHER } from './realtime';
import type { BroadcastListener } from './sim-api';
import { isTradingChannel } from './trading';

/** The server's end of one connection, whatever carries it. */
export interface PusherSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** What the hub needs from the sim: the private-channel signature check. */
export interface ChannelAuthority {
  verifyChannelAuth(socketId: string, channelName: string, auth: string): Promise<boolean>;
}

/** What a host feeds the hub with: each message of the socket, and its end. */
export interface PusherConnection {
  readonly socketId: string;
  receive(raw: string): Promise<void>;
  closed(): void;
}

/** What the sim's broadcaster needs: the signature check and the broadcast feed. */
export interface BroadcastSource extends ChannelAuthority {
  onBroadcast(listener: BroadcastListener): void;
}

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** The close code of a dropped connection: abnormal closure, after which pusher-js reconnects. */
export const DROPPED_CLOSE_CODE = 1006;
const DROPPED_REASON = 'Dropped by the harness';

const isPrivate = (channel: string) => channel.startsWith('private-') || channel.startsWith('presence-');

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

/** One Pusher app: its connections, their subscriptions, and whether it accepts connections at all. */
export class PusherHub {
  private readonly subscriptions = new Map<PusherSocket, Set<string>>();
  private readonly socketIds = new Map<PusherSocket, string>();
  private nextSocket = 1;
  private accepting = true;

  constructor(
    private readonly authority: ChannelAuthority,
    private readonly activityTimeoutSeconds: number,
  ) {}

  get online(): boolean {
    return this.accepting;
  }

  get connections(): number {
    return this.subscriptions.size;
  }

  /** Closes every connection as a lost network would, and refuses new ones until `restore`. */
  drop(): void {
    this.accepting = false;
    for (const socket of [...this.subscriptions.keys()]) {
      this.forget(socket);
      socket.close(DROPPED_CLOSE_CODE, DROPPED_REASON);
    }
  }

  restore(): void {
    this.accepting = true;
  }

  /** Greets a new socket; null (and the socket closed) while the hub is dropped. */
  accept(socket: PusherSocket): PusherConnection | null {
    if (!this.accepting) {
      socket.close(DROPPED_CLOSE_CODE, DROPPED_REASON);
      return null;
    }
    const socketId = `${this.nextSocket}.${1_000_000 + this.nextSocket}`;
    this.nextSocket += 1;
    this.socketIds.set(socket, socketId);
    this.subscriptions.set(socket, new Set());
    send(socket, {
      event: PUSHER.connectionEstablished,
      data: JSON.stringify({ socket_id: socketId, activity_timeout: this.activityTimeoutSeconds }),
    });
    return {
      socketId,
      receive: (raw) => this.receive(socket, raw),
      closed: () => this.forget(socket),
    };
  }

  broadcast(channel: string, event: string, payload: unknown): void {
    this.fanOut(channel, JSON.stringify({ event, channel, data: JSON.stringify(payload) }));
  }

  private forget(socket: PusherSocket): void {
    this.subscriptions.delete(socket);
    this.socketIds.delete(socket);
  }

  private fanOut(channel: string, message: string, except?: PusherSocket): void {
    for (const [socket, channels] of this.subscriptions) {
      if (socket !== except && channels.has(channel)) socket.send(message);
    }
  }

  private async receive(socket: PusherSocket, raw: string): Promise<void> {
    let frame: Frame;
    try {
      frame = JSON.parse(raw) as Frame;
      if (typeof frame?.event !== 'string') throw new TypeError('no event');
    } catch {
      return send(socket, { event: PUSHER.error, data: { code: 4000, message: 'Malformed frame' } });
    }
    const data = (typeof frame.data === 'string' ? safeParse(frame.data) : frame.data) as
      Record<string, unknown> | undefined;
    switch (frame.event) {
      case PUSHER.ping:
        return send(socket, { event: PUSHER.pong, data: {} });
      case PUSHER.subscribe:
        return this.subscribe(socket, String(data?.channel ?? ''), String(data?.auth ?? ''));
      case PUSHER.unsubscribe:
        this.subscriptions.get(socket)?.delete(String(data?.channel ?? ''));
        return;
      default:
        if (frame.event.startsWith('client-') && frame.channel) this.relayClientEvent(socket, frame);
    }
  }

  private async subscribe(socket: PusherSocket, channel: string, auth: string): Promise<void> {
    const socketId = this.socketIds.get(socket);
    if (!channel || !socketId) return;
    if (isPrivate(channel) && !(await this.authority.verifyChannelAuth(socketId, channel, auth))) {
      // Real Pusher answers a bad signature with pusher:error; the channel-level error lets listeners see it.
      send(socket, {
        event: PUSHER.error,
        data: { code: null, message: `Invalid signature for ${channel}` },
      });
      send(socket, {
        event: PUSHER.subscriptionError,
        channel,
        data: JSON.stringify({ type: 'AuthError', status: 403, error: 'Invalid signature' }),
      });
      return;
    }
    // The socket may have gone while the signature was checked.
    const channels = this.subscriptions.get(socket);
    if (!channels) return;
    channels.add(channel);
    send(socket, { event: PUSHER.subscriptionSucceeded, channel, data: '{}' });
  }

  private relayClientEvent(socket: PusherSocket, frame: Frame): void {
    const channel = frame.channel!;
    if (!isPrivate(channel) || !this.subscriptions.get(socket)?.has(channel)) return;
    this.fanOut(channel, JSON.stringify({ event: frame.event, channel, data: frame.data }), socket);
  }
}

function send(socket: PusherSocket, frame: Frame): void {
  socket.send(JSON.stringify(frame));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
