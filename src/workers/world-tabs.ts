/**
 * Several tabs of one world (same seed) share one IndexedDB, but each runs its own sim in its own worker. So
 * that the crowd does not live twice as fast, only one tab's worker runs it: the one that holds the Web Lock
 * `sim-world-{seed}`, held for the worker's life, so that the next tab in line takes over when the leader
 * closes. The other tabs' sims start with every crowd rate at 0, and every tab relays its sim's broadcasts to
 * the others over a BroadcastChannel named by the seed, so a follower's page still hears the crowd's chat,
 * feed and race (and each tab hears what players do in the others, as they would from a real server).
 *
 * Browser APIs come in through `WorldTabsEnv` (browserWorldTabs() in the worker), so that the logic runs in
 * Node tests with fakes; src/sim stays free of them.
 */
import type { BroadcastListener } from '@contract/index';

/** What the relay needs of a BroadcastChannel. */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

/** What leadership needs of the Web Locks API (navigator.locks). */
export interface TabLocks {
  request(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

export interface WorldTabsEnv {
  /** The channel between the tabs of one world. */
  channel(name: string): TabChannel;
  /** Absent where there are no Web Locks: every tab then runs its crowd, as before. */
  locks?: TabLocks;
}

export const worldLockName = (seed: string) => `sim-world-${seed}`;
export const worldChannelName = (seed: string) => `sim-world-${seed}`;

/** The browser's (or worker's) APIs, when it has them. */
export function browserWorldTabs(scope: typeof globalThis = globalThis): WorldTabsEnv | null {
  if (typeof scope.BroadcastChannel !== 'function') return null;
  const locks = (scope.navigator as { locks?: TabLocks } | undefined)?.locks;
  return {
    channel: (name) => new scope.BroadcastChannel(name) as unknown as TabChannel,
    ...(locks ? { locks } : {}),
  };
}

interface RelayedBroadcast {
  type: 'sim-broadcast';
  channel: string;
  event: string;
  payload: unknown;
}

const isRelayed = (data: unknown): data is RelayedBroadcast =>
  typeof data === 'object' &&
  data !== null &&
  (data as RelayedBroadcast).type === 'sim-broadcast' &&
  typeof (data as RelayedBroadcast).channel === 'string' &&
  typeof (data as RelayedBroadcast).event === 'string';

export interface TabRelay {
  /** Sends one of this tab's broadcasts to the other tabs (a BroadcastChannel never echoes to its sender). */
  publish: BroadcastListener;
  close(): void;
}

/** The relay: what the other tabs' sims broadcast is delivered here as if this tab's sim had said it. */
export function createTabRelay(channel: TabChannel, deliver: BroadcastListener): TabRelay {
  channel.onmessage = ({ data }) => {
    if (isRelayed(data)) deliver(data.channel, data.event, data.payload);
  };
  return {
    publish(name, event, payload) {
      const message: RelayedBroadcast = { type: 'sim-broadcast', channel: name, event, payload };
      channel.postMessage(message);
    },
    close() {
      channel.onmessage = null;
      channel.close();
    },
  };
}

export interface CrowdClaim {
  /** Whether this tab led from the start (the lock was free). */
  leader: boolean;
  /** Gives the lock up (or leaves the queue): the worker's close. */
  release(): void;
}

/**
 * Takes the world's lock if it is free; else queues for it and calls `onTakeover` once the leader's worker is
 * gone. Either way the lock is then held until `release` (in a browser, until the worker ends).
 */
export async function claimCrowd(
  locks: TabLocks | undefined,
  seed: string,
  onTakeover: () => void,
): Promise<CrowdClaim> {
  if (!locks) return { leader: true, release: () => undefined };
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const name = worldLockName(seed);
  let releasedEarly = false;
  const got = await new Promise<boolean>((answer) => {
    void locks.request(name, { ifAvailable: true }, async (lock) => {
      answer(lock !== null);
      if (lock !== null) await held;
    });
  });
  if (!got) {
    void locks.request(name, {}, async () => {
      if (releasedEarly) return;
      onTakeover();
      await held;
    });
  }
  return {
    leader: got,
    release() {
      releasedEarly = true;
      release();
    },
  };
}
