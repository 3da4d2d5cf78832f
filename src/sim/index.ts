/**
 * The simulated backend: `createSim({ seed, clock, dbName })` builds one world on Dexie and answers the
 * client's requests, game calls and realtime subscriptions exactly as the real API would on the wire. Pure
 * TypeScript: it runs in the web worker (src/workers) and in Node (tests, scripts, benchmarks).
 */
import type Dexie from 'dexie';
import {
  PUBLIC_CHANNEL,
  PUBLIC_EVENTS,
  chatChannel,
  type BroadcastListener,
  type SimApi,
  type SimControlApi,
  type SimProviderApi,
  type SimFault,
  type SimRequest,
  type SimWhisperRequest,
  type WorldRates,
} from '@contract/index';
import { CURRENCIES, LICENCE, createContext, type SimContext } from './context';
import { accountRoutes } from './domains/account';
import { adminRoutes, resumeAdmin } from './domains/admin';
import { authRoutes } from './domains/auth';
import { broadcastingRoutes, verifyChannelAuth } from './domains/broadcasting';
import { captchaRoutes } from './domains/captcha';
import { catalogueRoutes, staticCatalogueRead } from './domains/catalogue';
import { depositRoutes, explorerTransactions, resumeDeposits, sendToAddress } from './domains/chains';
import {
  approveWithdrawal,
  cashierRoutes,
  pendingWithdrawals,
  rejectWithdrawal,
  startCashier,
} from './domains/cashier';
import { chatRoutes, chatWhisperHandlers, startOnlineCount } from './domains/chat';
import { affiliateRoutes, startAffiliate } from './domains/affiliate';
import { bonusRoutes, startBonuses } from './domains/bonuses';
import { dataRoutes } from './domains/data';
import { feedRoutes, startRace } from './domains/feed';
import { futuresRoutes, resumeFutures } from './domains/futures';
import { gameRoutes, gameWhisperHandlers } from './domains/games';
import { kycProviderSubmit, kycRoutes, resumeKyc } from './domains/kyc';
import { marketRoutes, marketShock, startMarkets } from './domains/markets';
import { promoCodeRoutes } from './domains/promo-codes';
import { pvpRoutes, resumePvp } from './domains/pvp';
import { rewardRoutes, startRewards } from './domains/rewards';
import { matchOutcome, sportRoutes } from './domains/sports';
import { resumeSportBets, sportBetRoutes } from './domains/sport-bets';
import { startSupport, supportRoutes, supportWhisperHandlers } from './domains/support';
import { outbox } from './domains/email';
import { metamaskRoutes } from './domains/metamask';
import { oauthRoutes } from './domains/oauth';
import { onrampChallengeCode, onrampRoutes, resumeOnramp } from './domains/onramp';
import { profileStatsRoutes } from './domains/profile-stats';
import { providerRoutes } from './domains/provider/routes';
import { telegramRoutes } from './domains/telegram';
import { startRevShare, tokenRoutes } from './domains/token';
import { walletRoutes } from './domains/wallet';
import { startVip, vipRoutes } from './domains/vip';
import { walletConnectRoutes } from './domains/wallet-connect';
import { createRouter } from './router';
import type { SimClock } from './services/clock';
import { createClockKeeper } from './services/clock-store';
import { openSimDb } from './services/db';
import { DEFAULT_PBKDF2_ITERATIONS } from './services/passwords';
import type { Anchor } from './services/prices';
import { createStream } from './services/rng';
import { totp } from './services/totp';
import { createWhisper } from './whisper';
import { registerBoot } from './world/boot';
import { seedDemoAccounts } from './world/demo-accounts';
import { NO_WORLD_RATES, checkChatBurst, startWorld } from './world/population';

export {
  createAcceleratedClock,
  createManualClock,
  createRealClock,
  type ManualClock,
  type SimClock,
} from './services/clock';
export { SIM_TELEGRAM_BOT_TOKEN, signTelegramInitData } from './domains/telegram';
export { DEMO_ACCOUNTS } from './world/demo-accounts';

export interface CreateSimOptions {
  seed: string;
  clock: SimClock;
  /** IndexedDB database of this world; a reload with the same name continues the same world. */
  dbName: string;
  /** PBKDF2 work factor; tests may lower it to stay fast (never lower it for a deployed build). */
  pbkdf2Iterations?: number;
  /**
   * How often (real ms) due scheduled work runs on a real or accelerated clock. A manual clock needs no
   * ticking: each `advance` runs what became due.
   */
  tickMs?: number;
  /**
   * The simulated crowd (src/sim/world/population): on by default at its default rates; starting rates to
   * change some; false for none (focused tests).
   */
  world?: boolean | Partial<WorldRates>;
  /**
   * Keep the world's time across restarts (the browser worker's accelerated clock): the clock's lead over real
   * time is stored in the world's database and a restart never goes back in time (services/clock-store.ts).
   * Off by default: a manual clock of a test or scenario starts exactly where it is told.
   */
  persistClock?: boolean;
  /**
   * Whether the captcha's test response (CAPTCHA_TEST_RESPONSE) passes, like a captcha provider's test key, so
   * that scripts sign up and in without the widget. On by default in sim worlds; a production-like host (one
   * that serves the sim to other clients over the network) turns it off unless its operator asks for it. A
   * real server never accepts it.
   */
  captchaTestResponse?: boolean;
  /**
   * Called with the world's Dexie instance before it opens, once: a Node host installs its journal there (a
   * DBCore middleware, src/server/durable). Nothing else should use it.
   */
  onDatabase?: (db: Dexie) => void;
}

export interface Sim extends SimApi {
  readonly clock: SimClock;
  /** Resolves once the world is opened (and seeded on its first start). */
  readonly ready: Promise<void>;
  /** The services, for tests and scenario scripts that inspect the world directly. */
  context(): Promise<SimContext>;
  close(): Promise<void>;
}

/** Lines of a chat burst posted in one turn of the call queue. */
const CHAT_BURST_SLICE = 50;

export function createSim(options: CreateSimOptions): Sim {
  const db = openSimDb(options.dbName);
  options.onDatabase?.(db);
  const clockKeeper = options.persistClock ? createClockKeeper(db, options.clock) : null;
  // The price walk is a chunk of its own, fetched while the database opens (services/prices.ts).
  const priceModule = import('./services/prices');
  // The clock's stored lead comes first: every answer, even one given before the world is up, reads it.
  const clockRestored = clockKeeper ? clockKeeper.restore() : Promise.resolve();
  const started = (async () => {
    await clockRestored;
    const { boot, isNew } = await registerBoot(db);
    const { openPriceBoard, startPriceFeed } = await priceModule;
    const prices = await openPriceBoard(db, {
      // The fixture's prices are where the walks start (CurrencyFixture leaves them out for every other use).
      anchors: CURRENCIES as readonly Anchor[],
      keyOf: (walk) => createStream(options.seed, `prices:${walk}`).int(2 ** 32),
      clock: options.clock,
    });
    const ctx = createContext({
      seed: options.seed,
      db,
      clock: options.clock,
      boot,
      pbkdf2Iterations: options.pbkdf2Iterations ?? DEFAULT_PBKDF2_ITERATIONS,
      captchaTestResponse: options.captchaTestResponse ?? true,
      prices,
    });
    startPriceFeed(ctx, (update) => ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.prices, update));
    if (isNew) await seedDemoAccounts(ctx);
    const route = createRouter(ctx, [
      dataRoutes,
      authRoutes,
      accountRoutes,
      walletRoutes,
      cashierRoutes,
      captchaRoutes,
      metamaskRoutes,
      telegramRoutes,
      broadcastingRoutes,
      gameRoutes,
      feedRoutes,
      supportRoutes,
      chatRoutes,
      depositRoutes,
      kycRoutes,
      onrampRoutes,
      walletConnectRoutes,
      catalogueRoutes,
      providerRoutes,
      marketRoutes,
      futuresRoutes,
      tokenRoutes,
      sportRoutes,
      sportBetRoutes,
      pvpRoutes,
      promoCodeRoutes,
      bonusRoutes,
      rewardRoutes,
      vipRoutes,
      affiliateRoutes,
      oauthRoutes,
      profileStatsRoutes,
      adminRoutes,
    ]);
    await startRace(ctx);
    await startSupport(ctx);
    await resumeDeposits(ctx);
    await startCashier(ctx);
    await resumeKyc(ctx);
    await resumeAdmin(ctx);
    await resumeOnramp(ctx);
    startOnlineCount(ctx);
    await startMarkets(ctx);
    await resumeFutures(ctx);
    await resumeSportBets(ctx);
    await resumePvp(ctx);
    await startBonuses(ctx);
    await startRewards(ctx);
    await startVip(ctx);
    await startAffiliate(ctx);
    await startRevShare(ctx);
    const whisper = createWhisper(ctx, {
      ...gameWhisperHandlers,
      ...supportWhisperHandlers,
      ...chatWhisperHandlers,
    });
    const worldRates = typeof options.world === 'object' ? options.world : {};
    const world = options.world === false ? null : await startWorld(ctx, { boot, rates: worldRates });
    return { ctx, route, whisper, world };
  })();

  // Until then the catalogue's static reads need not wait (domains/catalogue/before-boot.ts says why).
  let booted = false;
  void started.then(
    () => (booted = true),
    () => undefined,
  );

  // Calls are answered one at a time, in arrival order, as the determinism promise needs.
  let queue: Promise<unknown> = started;
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }

  const worldOf = async () => {
    const { world } = await started;
    if (!world) throw new Error('This sim runs without a world (createSim with world: false)');
    return world;
  };

  // Scheduled work runs through the same queue as calls, so a call never sees a task half done.
  const settle = () => serial(async () => void (await (await started).ctx.scheduler.runDue()));
  const ticker =
    options.clock.kind === 'manual' ? null : setInterval(() => void settle(), options.tickMs ?? 250);

  const control: SimControlApi = {
    // A stored clock's lead is restored first: no reading or step may come before it.
    now: () => (clockKeeper ? clockRestored.then(() => options.clock.now()) : options.clock.now()),
    advance(ms) {
      const { clock } = options;
      if (!clock.advance)
        throw new Error(
          'A real-time clock cannot be advanced: start the sim with a manual or accelerated clock',
        );
      const step = () => {
        clock.advance!(ms);
        // The new time is stored before any later call is answered (a reload it causes must not go back).
        const saved = clockKeeper ? serial(() => clockKeeper.save()) : undefined;
        void settle();
        return saved;
      };
      // A step waits for the world, so that what it makes due (a race's end, a verdict) is on its schedule.
      return clockKeeper ? started.then(step) : step();
    },
    settle,
    injectFault: (fault: SimFault) => void started.then(({ ctx }) => ctx.faults.inject(fault)),
    clearFaults: () => void started.then(({ ctx }) => ctx.faults.clear()),
    async twoFactorCode(login) {
      const { ctx } = await started;
      const user = await ctx.db.users.where('nameLower').equals(String(login).toLowerCase()).first();
      return user?.twoFactorSecret ? totp(user.twoFactorSecret, options.clock.now()) : null;
    },
    outbox: async () => outbox((await started).ctx),
    worldRates: async () => ({ ...((await started).world?.rates() ?? NO_WORLD_RATES) }),
    setWorldRates: (patch) => serial(async () => ({ ...(await worldOf()).setRates(patch) })),
    async chatBurst(count, channel = chatChannel('casino', 'en')) {
      checkChatBurst(count, channel);
      await worldOf();
      // In slices through the queue, so that the page's own calls and the scheduled work still get their turn.
      let posted = 0;
      for (let left = count; left > 0; left -= CHAT_BURST_SLICE) {
        const slice = Math.min(left, CHAT_BURST_SLICE);
        posted += await serial(async () => (await worldOf()).chatBurst(slice, channel));
      }
      return posted;
    },
    sendToAddress: (transfer) => serial(async () => sendToAddress((await started).ctx, transfer)),
    explorerTransactions: (chain, address) =>
      serial(async () => explorerTransactions((await started).ctx, chain, address)),
    pendingWithdrawals: () => serial(async () => pendingWithdrawals((await started).ctx)),
    approveWithdrawal: (id) => serial(async () => approveWithdrawal((await started).ctx, id)),
    declineWithdrawal: (id, reason) => serial(async () => rejectWithdrawal((await started).ctx, id, reason)),
    setLicencePlugin: (plugin, settings) =>
      serial(async () => {
        const { ctx } = await started;
        const { setLicencePlugin } = await import('./domains/licence');
        const fixtures = { licence: LICENCE, currencies: CURRENCIES };
        const licence = await setLicencePlugin(ctx, fixtures, plugin, settings);
        ctx.broadcaster.emit(PUBLIC_CHANNEL, PUBLIC_EVENTS.licence, {});
        return licence;
      }),
    kycProviderSubmit: (submission) => serial(async () => kycProviderSubmit((await started).ctx, submission)),
    onrampChallengeCode: (id) => serial(async () => onrampChallengeCode((await started).ctx, id)),
    setJurisdiction: (iso) =>
      serial(async () =>
        (await import('./domains/catalogue/jurisdiction')).setJurisdiction((await started).ctx, iso),
      ),
    providerCallbacks: (limit) =>
      serial(async () =>
        (await import('./domains/provider-wallet/emulator')).callbackLog((await started).ctx, limit),
      ),
    replayProviderCallback: (id, options) =>
      serial(async () =>
        (await import('./domains/provider-wallet/emulator')).replayCallback((await started).ctx, id, options),
      ),
    playProviderRound: (round) =>
      serial(async () =>
        (await import('./domains/provider/qa-round')).playQaRound((await started).ctx, round),
      ),
    marketShock: (ticker, percent) => serial(async () => marketShock((await started).ctx, ticker, percent)),
    matchOutcome: (matchId) => serial(async () => matchOutcome((await started).ctx, matchId)),
    wagerFor: (login, usd, currency) =>
      serial(async () =>
        (await import('./domains/vip/qa-wager')).wagerFor((await started).ctx, login, usd, currency),
      ),
    revealedWin: (game) =>
      serial(async () =>
        (await import('./domains/games/qa-revealed')).revealedWin((await started).ctx, game),
      ),
  };

  const provider: SimProviderApi = {
    call: (session, method, params) =>
      serial(async () =>
        (await import('./domains/provider')).callProvider((await started).ctx, session, method, params),
      ),
  };

  return {
    clock: options.clock,
    ready: started.then(() => undefined),
    context: async () => (await started).ctx,
    request(request: SimRequest) {
      const staticRead = booted ? null : staticCatalogueRead(request);
      if (staticRead)
        return Promise.all([import('./domains/catalogue/before-boot'), clockRestored]).then(
          ([{ answerBeforeBoot }]) => answerBeforeBoot(staticRead, request, options.clock),
        );
      return serial(async () => (await started).route(request));
    },
    whisper: (request: SimWhisperRequest) => serial(async () => (await started).whisper(request)),
    onBroadcast(listener: BroadcastListener) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void started.then(({ ctx }) => {
        if (!cancelled) unsubscribe = ctx.broadcaster.subscribe(listener);
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    verifyChannelAuth: async (socketId, channelName, auth) =>
      verifyChannelAuth((await started).ctx, socketId, channelName, auth),
    control,
    provider,
    async close() {
      if (ticker) clearInterval(ticker);
      (await started.catch(() => null))?.world?.stop();
      await clockKeeper?.stop();
      // What is in the queue finishes first (a midnight's payouts a last step of the clock made due).
      await queue.catch(() => undefined);
      db.close();
    },
  };
}
