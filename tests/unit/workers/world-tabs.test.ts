/**
 * Two tabs, one world (src/workers/world-tabs.ts): only the tab holding the world's lock runs the crowd, the
 * next one takes over when it closes, and the tabs relay their sims' broadcasts, so a follower still hears the
 * crowd. Web Locks and BroadcastChannel are faked here with their browser semantics.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type BroadcastListener } from '@contract/index';
import {
  FOLLOWER_RATES_REFUSAL,
  createSimWorkerApi,
  type SimWorkerApi,
} from '../../../src/workers/sim-worker-api';
import {
  claimCrowd,
  createTabRelay,
  type TabChannel,
  type TabLocks,
  type WorldTabsEnv,
} from '../../../src/workers/world-tabs';

/** BroadcastChannel: a message reaches every other open channel of that name, later, as a copy. */
function channelHub() {
  const open = new Map<string, Set<TabChannel>>();
  return (name: string): TabChannel => {
    const peers = open.get(name) ?? new Set<TabChannel>();
    open.set(name, peers);
    const channel: TabChannel = {
      onmessage: null,
      postMessage(message) {
        const data = structuredClone(message);
        for (const peer of peers)
          if (peer !== channel) queueMicrotask(() => peer.onmessage?.({ data: structuredClone(data) }));
      },
      close: () => void peers.delete(channel),
    };
    peers.add(channel);
    return channel;
  };
}

/** navigator.locks: one holder per name until its callback settles; `ifAvailable` answers null when taken. */
function fakeLocks(): TabLocks {
  const held = new Set<string>();
  const waiting = new Map<string, Array<() => void>>();
  const run = (name: string, callback: (lock: unknown) => Promise<void>) => {
    held.add(name);
    return callback({ name }).finally(() => {
      held.delete(name);
      waiting.get(name)?.shift()?.();
    });
  };
  return {
    request(name, options, callback) {
      if (!held.has(name)) return run(name, callback);
      if (options.ifAvailable) return callback(null);
      return new Promise((resolve) => {
        const queue = waiting.get(name) ?? [];
        waiting.set(name, queue);
        queue.push(() => void run(name, callback).then(resolve));
      });
    },
  };
}

describe('tab relay', () => {
  it('hands a broadcast to the other tabs of the world, not back to its sender', async () => {
    const hub = channelHub();
    const heardByA = vi.fn<BroadcastListener>();
    const heardByB = vi.fn<BroadcastListener>();
    const a = createTabRelay(hub('sim-world-s'), heardByA);
    createTabRelay(hub('sim-world-s'), heardByB);
    const other = vi.fn<BroadcastListener>();
    createTabRelay(hub('sim-world-other'), other);

    a.publish(PUBLIC_CHANNEL, PUBLIC_EVENTS.chatMessage, { message: { _id: 'm1' } });
    await Promise.resolve();
    expect(heardByB).toHaveBeenCalledWith(PUBLIC_CHANNEL, PUBLIC_EVENTS.chatMessage, {
      message: { _id: 'm1' },
    });
    expect(heardByA).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });

  it('ignores what is not a relayed broadcast, and stops when closed', async () => {
    const hub = channelHub();
    const heard = vi.fn<BroadcastListener>();
    const sender = hub('sim-world-s');
    const relay = createTabRelay(hub('sim-world-s'), heard);
    sender.postMessage({ hello: 'there' });
    await Promise.resolve();
    expect(heard).not.toHaveBeenCalled();
    relay.close();
    sender.postMessage({ type: 'sim-broadcast', channel: 'Everyone', event: 'x', payload: 1 });
    await Promise.resolve();
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('crowd leadership', () => {
  it('leads where the lock is free, queues behind a leader, and takes over when it goes', async () => {
    const locks = fakeLocks();
    const first = await claimCrowd(locks, 'seed', () => undefined);
    const tookOver = vi.fn();
    const second = await claimCrowd(locks, 'seed', tookOver);
    const elsewhere = await claimCrowd(locks, 'another-seed', () => undefined);
    expect([first.leader, second.leader, elsewhere.leader]).toEqual([true, false, true]);
    expect(tookOver).not.toHaveBeenCalled();
    first.release();
    await vi.waitFor(() => expect(tookOver).toHaveBeenCalledTimes(1));
  });

  it('leads alone without Web Locks', async () => {
    expect((await claimCrowd(undefined, 'seed', () => undefined)).leader).toBe(true);
  });
});

describe('two tabs of one world', () => {
  const open: SimWorkerApi[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((tab) => tab.close()));
  });

  it('run one crowd, which the follower hears, and hand it over when the leader closes', async () => {
    const env: WorldTabsEnv = { channel: channelHub(), locks: fakeLocks() };
    const seed = `two-tabs-${crypto.randomUUID()}`;
    const boot = { seed, dbName: `sim-${seed}`, clockRate: 1 };
    const leader = createSimWorkerApi(env);
    const follower = createSimWorkerApi(env);
    open.push(leader, follower);
    await leader.boot(boot);
    await follower.boot(boot);

    expect((await leader.control.worldRates()).betsPerMinute).toBeGreaterThan(0);
    expect(await follower.control.worldRates()).toMatchObject({ betsPerMinute: 0, chatMessagesPerMinute: 0 });
    // The follower's crowd stays asleep: waking it would run the world's crowd twice.
    await expect(follower.control.setWorldRates({ betsPerMinute: 60 })).rejects.toThrow(
      FOLLOWER_RATES_REFUSAL,
    );
    expect((await follower.control.worldRates()).betsPerMinute).toBe(0);

    const heard: string[] = [];
    follower.onBroadcast((channel, event) => void (channel === PUBLIC_CHANNEL && heard.push(event)));
    await follower.control.advance(5 * 60_000);
    await follower.control.settle();
    expect(heard.filter((event) => event === PUBLIC_EVENTS.liveGame)).toEqual([]);

    await leader.control.advance(5 * 60_000);
    await leader.control.settle();
    await vi.waitFor(() => expect(heard).toContain(PUBLIC_EVENTS.liveGame));

    await leader.close();
    await vi.waitFor(async () =>
      expect((await follower.control.worldRates()).betsPerMinute).toBeGreaterThan(0),
    );
    expect((await follower.control.setWorldRates({ betsPerMinute: 60 })).betsPerMinute).toBe(60);
  });
});
