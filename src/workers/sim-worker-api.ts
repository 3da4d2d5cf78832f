/**
 * What the sim worker exposes through comlink: `boot(options)` once, then the SimApi. The same object is
 * exposed on the worker's global scope in the browser and on a MessagePort in Node tests.
 *
 * With the tabs' APIs (`WorldTabsEnv`, the browser worker's), only the tab that holds the world's lock runs the
 * crowd and every tab relays its sim's broadcasts to the others (world-tabs.ts). Without them (Node tests,
 * benches), the sim runs its crowd alone, as before.
 */
import * as Comlink from 'comlink';
import {
  PUBLIC_EVENTS,
  type BroadcastListener,
  type SimApi,
  type SimBootOptions,
  type SimRequest,
  type SimWhisperRequest,
  type WorldRates,
} from '@contract/index';
import type { ProviderQaRound } from '@contract/provider/wallet-callbacks';
import { createAcceleratedClock, createManualClock, createSim, type Sim } from '../sim';
import { DEFAULT_WORLD_RATES, NO_WORLD_RATES } from '../sim/world/population/rates';
import { claimCrowd, createTabRelay, worldChannelName, type TabRelay, type WorldTabsEnv } from './world-tabs';

export interface SimWorkerApi extends SimApi {
  /** Builds the sim; resolves once it exists (calls then wait in its queue for the world they need). */
  boot(options: SimBootOptions): Promise<void>;
  /**
   * Stops the sim: its ticker, the crowd and the database. A browser worker ends with its page and never needs
   * it; Node tests and benches do, or the ticker keeps the process alive.
   */
  close(): Promise<void>;
}

/** The crowd's rates when this tab takes it over: those it was booted with, over the defaults. */
const crowdRates = (world: SimBootOptions['world']): WorldRates => ({
  ...DEFAULT_WORLD_RATES,
  ...(typeof world === 'object' ? world : {}),
});

export const FOLLOWER_RATES_REFUSAL =
  'Another tab of this world runs the crowd: change its rates there (or close that tab and this one takes over).';

export function createSimWorkerApi(tabs: WorldTabsEnv | null = null): SimWorkerApi {
  let sim: Sim | null = null;
  let relay: TabRelay | null = null;
  let releaseCrowd: () => void = () => undefined;
  /** Whether this tab's crowd is the world's (false while another tab leads). */
  let leading = true;
  /** The boot, leadership included: the crowd's rates are read and set after it. */
  let booted: Promise<void> = Promise.resolve();
  /** The page's listeners, which also hear what the other tabs' sims broadcast. */
  const listeners = new Set<BroadcastListener>();
  const started = () => {
    if (!sim) throw new Error('The sim worker has not booted: call boot(options) first');
    return sim;
  };
  // A follower's own sim counts only its own (empty) crowd online: the leader's count is the world's.
  const ownCounts = (event: string) => leading || event !== PUBLIC_EVENTS.onlineUsers;

  /** Joins the other tabs of the world: the relay, then the crowd's lock (the sim starts with its crowd asleep). */
  async function joinTabs(env: WorldTabsEnv, running: Sim, options: SimBootOptions, shareCrowd: boolean) {
    const tabRelay = createTabRelay(
      env.channel(worldChannelName(options.seed)),
      (channel, event, payload) => {
        for (const listener of listeners) listener(channel, event, payload);
      },
    );
    relay = tabRelay;
    running.onBroadcast((channel, event, payload) => {
      // Each tab runs its own clock, so each shows the prices of its own sim.
      if (ownCounts(event) && event !== PUBLIC_EVENTS.prices) tabRelay.publish(channel, event, payload);
    });
    if (!shareCrowd) return;
    leading = false;
    // Leading from the start, or once the leader's worker is gone: the crowd wakes at the rates of the boot.
    const wake = async () => {
      leading = true;
      await running.ready;
      await running.control.setWorldRates(crowdRates(options.world));
    };
    const claim = await claimCrowd(env.locks, options.seed, () => void wake());
    if (sim !== running) return claim.release(); // closed meanwhile
    releaseCrowd = claim.release;
    if (claim.leader) await wake();
  }

  async function start(options: SimBootOptions): Promise<void> {
    // Rate 1 is real time that QA can still step forward (`__harness.control.advance`). The clock's lead over
    // real time (steps and a fast rate) is kept in the world's database: a reload or a new tab of the world
    // continues from it and never goes back; while no tab is open the world's time passes at real speed.
    const frozen = options.frozenAt !== undefined;
    const clock = frozen
      ? createManualClock(options.frozenAt!)
      : createAcceleratedClock(options.clockRate ?? 1);
    const wanted = options.world ?? true;
    // A frozen world (a scenario recorded or replayed) is this tab's alone: no other tab may move its crowd.
    const joinsTabs = tabs !== null && !frozen;
    const shareCrowd = joinsTabs && wanted !== false;
    const world = shareCrowd ? { ...NO_WORLD_RATES } : wanted;
    const running = createSim({
      seed: options.seed,
      dbName: options.dbName,
      clock,
      world,
      persistClock: !frozen,
    });
    sim = running;
    if (joinsTabs) await joinTabs(tabs, running, options, shareCrowd);
    await running.ready;
  }

  return {
    async close() {
      const running = sim;
      sim = null;
      relay?.close();
      relay = null;
      releaseCrowd();
      releaseCrowd = () => undefined;
      listeners.clear();
      await running?.close();
    },
    boot(options) {
      // A second boot (React StrictMode, a retry) keeps the running world.
      if (!sim) {
        booted = start(options);
        // A failed start is reported by every call, each waiting for the world in the sim's own queue.
        booted.catch(() => undefined);
      }
      // Calls may go out as soon as the sim exists: each waits in the sim's queue for the world it needs, and
      // the catalogue's static reads need none (src/sim/domains/catalogue/before-boot.ts).
      return Promise.resolve();
    },
    request: (request: SimRequest) => started().request(request),
    whisper: (request: SimWhisperRequest) => started().whisper(request),
    onBroadcast: (listener: BroadcastListener) => {
      const stopOwn = started().onBroadcast((channel, event, payload) => {
        if (ownCounts(event)) listener(channel, event, payload);
      });
      listeners.add(listener);
      return Comlink.proxy(() => {
        stopOwn();
        listeners.delete(listener);
      });
    },
    verifyChannelAuth: (socketId, channelName, auth) =>
      started().verifyChannelAuth(socketId, channelName, auth),
    control: Comlink.proxy({
      now: () => started().control.now(),
      advance: (ms: number) => started().control.advance(ms),
      settle: () => started().control.settle(),
      injectFault: (fault) => started().control.injectFault(fault),
      clearFaults: () => started().control.clearFaults(),
      twoFactorCode: (login: string) => started().control.twoFactorCode(login),
      outbox: () => started().control.outbox(),
      worldRates: () => booted.then(() => started().control.worldRates()),
      setWorldRates: (patch) =>
        booted.then(() => {
          // A follower's own crowd is asleep on purpose: waking it would run the world's crowd twice.
          if (!leading) throw new Error(FOLLOWER_RATES_REFUSAL);
          return started().control.setWorldRates(patch);
        }),
      chatBurst: (count: number, channel?: string) => started().control.chatBurst(count, channel),
      sendToAddress: (transfer) => started().control.sendToAddress(transfer),
      explorerTransactions: (chain: string, address: string) =>
        started().control.explorerTransactions(chain, address),
      pendingWithdrawals: () => started().control.pendingWithdrawals(),
      approveWithdrawal: (id: string) => started().control.approveWithdrawal(id),
      declineWithdrawal: (id: string, reason?: string) => started().control.declineWithdrawal(id, reason),
      setLicencePlugin: (plugin: string, settings: Record<string, unknown> | null) =>
        started().control.setLicencePlugin(plugin, settings),
      kycProviderSubmit: (submission) => started().control.kycProviderSubmit(submission),
      onrampChallengeCode: (id: string) => started().control.onrampChallengeCode(id),
      setJurisdiction: (iso: string | null) => started().control.setJurisdiction(iso),
      providerCallbacks: (limit?: number) => started().control.providerCallbacks(limit),
      replayProviderCallback: (id: number, options?: { badSignature?: boolean }) =>
        started().control.replayProviderCallback(id, options),
      playProviderRound: (round: ProviderQaRound) => started().control.playProviderRound(round),
      marketShock: (ticker: string, percent: number) => started().control.marketShock(ticker, percent),
      matchOutcome: (matchId: string) => started().control.matchOutcome(matchId),
      wagerFor: (login: string, usd: number, currency?: string) =>
        started().control.wagerFor(login, usd, currency),
      revealedWin: (game: string) => started().control.revealedWin(game),
    } satisfies SimApi['control']),
    provider: Comlink.proxy({
      call: (session: string, method: string, params: unknown) =>
        started().provider.call(session, method, params),
    } satisfies SimApi['provider']),
  };
}

export function exposeSim(endpoint: Comlink.Endpoint, tabs: WorldTabsEnv | null = null): void {
  Comlink.expose(createSimWorkerApi(tabs), endpoint);
}
