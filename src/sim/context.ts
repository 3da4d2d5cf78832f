/** The services every domain handler works on: one instance per sim. */
import currencies from '@fixtures/currencies.json';
import licence from '@fixtures/licence.json';
import vipLevels from '@fixtures/vip-levels.json';
import type { Licence, VipLevel } from '@contract/index';
import { Attempts } from './services/attempts';
import { Broadcaster } from './services/broadcaster';
import type { SimClock } from './services/clock';
import type { SimDb } from './services/db';
import { Faults } from './services/faults';
import { Scheduler } from './services/scheduler';
import { Ledger } from './services/ledger';
import { createRandom, createStream, type RandomStream, type SimRandom } from './services/rng';
import { Sessions } from './services/sessions';

/**
 * A currency of the fixture. Its prices are not here: the fixture's `price` and `priceEur` are only where
 * the world's prices start (services/prices.ts); what a currency is worth now comes from `ctx.prices`.
 */
export interface CurrencyFixture {
  id: string;
  name: string;
  icon: string;
  style: { color: string };
  decimals: number;
  chains: string[];
}

/** A currency with its prices at one moment of the sim clock: US dollars and euros for one unit. */
export interface PricedCurrency extends CurrencyFixture {
  price: number;
  priceEur: number;
}

/** The currencies' prices on the sim clock: a seeded walk from the fixture's prices (services/prices.ts). */
export interface PriceBoard {
  /** The currency with its prices at `at` (default: now), or undefined for an unknown currency. */
  currency(id: unknown, at?: number): PricedCurrency | undefined;
  /** Every currency of the fixture at `at` (default: now), in the fixture's order. */
  all(at?: number): PricedCurrency[];
}

export const CURRENCIES: readonly CurrencyFixture[] = currencies;
export const LICENCE: Licence = licence;
export const VIP_LEVELS: readonly VipLevel[] = vipLevels;

export function findCurrency(id: unknown): CurrencyFixture | undefined {
  return typeof id === 'string' ? CURRENCIES.find((currency) => currency.id === id.toLowerCase()) : undefined;
}

export interface SimContext {
  seed: string;
  db: SimDb;
  clock: SimClock;
  random: SimRandom;
  broadcaster: Broadcaster;
  faults: Faults;
  ledger: Ledger;
  sessions: Sessions;
  /** Failure counters and locks of the attempt limits (wrong passwords, wrong two-factor codes). */
  attempts: Attempts;
  /** What every currency is worth on the sim clock: every conversion to US dollars or euros reads it. */
  prices: PriceBoard;
  /** Timed work on the sim clock: the world, the race's end, the support agent (see services/scheduler). */
  scheduler: Scheduler;
  pbkdf2Iterations: number;
  /** Whether the captcha's test response passes (CreateSimOptions.captchaTestResponse). */
  captchaTestResponse: boolean;
  /** Secret of the simulated Pusher app, derived from the seed: signs private-channel subscriptions. */
  pusherSecret: string;
  /** A fresh 24-hex id from the seeded id stream. */
  newId(): string;
  /**
   * The provably fair seeds (server seeds, default client seeds): a stream of its own, keyed by the boot like
   * the others, so that game seeds never shift ids or tokens and a reload never replays a server seed.
   */
  seedStream: RandomStream;
}

export interface ContextOptions {
  seed: string;
  db: SimDb;
  clock: SimClock;
  pbkdf2Iterations: number;
  captchaTestResponse: boolean;
  /**
   * How many times this world has been started in its database. Streams are keyed by it, so that a reload
   * never replays the ids and tokens of an earlier start, while the same seed and the same history still
   * give the same world.
   */
  boot: number;
  /** The prices, built by createSim once their module has loaded. */
  prices: PriceBoard;
}

export function createContext(options: ContextOptions): SimContext {
  const { seed, db, clock } = options;
  const random = createRandom(`${seed}#${options.boot}`);
  const broadcaster = new Broadcaster();
  const decimalsOf = (currency: string) => findCurrency(currency)?.decimals ?? 8;
  return {
    seed,
    db,
    clock,
    random,
    broadcaster,
    faults: new Faults(),
    ledger: new Ledger(db, clock, broadcaster, decimalsOf),
    sessions: new Sessions(db, clock, random.tokens),
    attempts: new Attempts(db, clock),
    prices: options.prices,
    scheduler: new Scheduler(() => clock.now()),
    pbkdf2Iterations: options.pbkdf2Iterations,
    captchaTestResponse: options.captchaTestResponse,
    // The Pusher secret must survive reloads of the same world: it comes from the seed alone.
    pusherSecret: createRandom(seed).secrets.hex(64),
    newId: () => random.ids.hex(24),
    seedStream: createStream(`${seed}#${options.boot}`, 'fair-seeds'),
  };
}
