/**
 * The worlds a host serves. The default world is the one every client meets. In QA mode more can be made
 * (POST /__sim/worlds), each its own sim with its own database, clock and Pusher apps: a request or socket
 * carrying the cookie `sim_world=<id>` is served by that world. This is what lets the Playwright suite run
 * against one HTTP host with a fresh world per test, as the in-browser sim gives each test its own seed.
 */
import { randomBytes } from 'node:crypto';
import Dexie from 'dexie';
import { SIM_PUSHER } from '@contract/index';
import { PusherHub, splitBroadcasts } from '@contract/pusher-protocol';
import { SIM_TRADING_PUSHER } from '@contract/trading';
import { createAcceleratedClock, type CreateSimOptions, type Sim } from '../sim';
import { openDurableSim, type DurableSim } from './durable';

export const WORLD_COOKIE = 'sim_world';

/** One running sim with its two Pusher apps (events, trading), as a real backend publishes to two apps. */
export interface World {
  /** 'default', or the id a QA world was made with. */
  readonly id: string;
  readonly sim: Sim;
  readonly durable: DurableSim;
  readonly events: PusherHub;
  readonly trading: PusherHub;
}

/** What every world of a host shares. */
export interface WorldSettings {
  seed: string;
  /** The default world's name: its database and its files under dataDir. Default 'world'. */
  name?: string;
  dataDir: string | null;
  clockRate: number;
  /** The captcha's test response passes (scripts sign up without the widget): QA hosts only. */
  captchaTestResponse: boolean;
  /** Sim options for tests (no crowd, cheap password hashing); a deployed host leaves them alone. */
  sim?: Partial<Pick<CreateSimOptions, 'world' | 'pbkdf2Iterations' | 'tickMs'>>;
}

/** QA worlds kept at once: making one more closes the one least recently used (a suite that never cleans up). */
export const MAX_QA_WORLDS = 16;

async function openWorld(
  id: string,
  name: string,
  settings: WorldSettings,
  overrides: { seed?: string; dataDir?: string | null; crowd?: boolean },
): Promise<World> {
  const durable = await openDurableSim({
    seed: overrides.seed ?? settings.seed,
    // Accelerated even at rate 1: a real-time clock could not be stepped by QA's /__sim/advance.
    clock: createAcceleratedClock(settings.clockRate),
    // Time never goes back across a restart: the clock's lead is kept with the world.
    persistClock: true,
    captchaTestResponse: settings.captchaTestResponse,
    ...settings.sim,
    ...(overrides.crowd === false ? { world: false } : {}),
    dataDir: overrides.dataDir === undefined ? settings.dataDir : overrides.dataDir,
    name,
  });
  const { sim } = durable;
  const events = new PusherHub(sim, SIM_PUSHER.activityTimeoutSeconds);
  const trading = new PusherHub(sim, SIM_TRADING_PUSHER.activityTimeoutSeconds);
  const feeds = splitBroadcasts((listener) => void sim.onBroadcast(listener));
  feeds.events((channel, event, payload) => events.broadcast(channel, event, payload));
  feeds.trading((channel, event, payload) => trading.broadcast(channel, event, payload));
  return { id, sim, durable, events, trading };
}

/** Closes a world; `forget` also deletes its database (a QA world in memory, which nothing reopens). */
async function closeWorld(world: World, forget: boolean): Promise<void> {
  world.events.drop();
  world.trading.drop();
  const { db } = await world.sim.context();
  await world.durable.close();
  // fake-indexeddb keeps a closed database in memory: a suite making a world per test would pile them up.
  if (forget) await Dexie.delete(db.name);
}

export class WorldRegistry {
  /** QA worlds in order of last use, the least recent first. */
  private readonly qaWorlds = new Map<string, World>();

  private constructor(
    readonly main: World,
    private readonly settings: WorldSettings,
  ) {}

  static async start(settings: WorldSettings): Promise<WorldRegistry> {
    return new WorldRegistry(await openWorld('default', settings.name ?? 'world', settings, {}), settings);
  }

  /** A QA world by id, marked as just used; undefined for an unknown or closed one. */
  get(id: string): World | undefined {
    const world = this.qaWorlds.get(id);
    if (world) {
      this.qaWorlds.delete(id);
      this.qaWorlds.set(id, world);
    }
    return world;
  }

  ids(): string[] {
    return [...this.qaWorlds.keys()];
  }

  /**
   * A fresh QA world (its own seed, database and clock). Kept in memory: it lives for one test, and a data
   * folder would fill with a world per test.
   */
  async create(options: { seed?: string; crowd?: boolean } = {}): Promise<World> {
    const id = randomBytes(6).toString('hex');
    const world = await openWorld(id, `w-${id}`, this.settings, { ...options, dataDir: null });
    this.qaWorlds.set(id, world);
    const [oldest] = this.qaWorlds.keys();
    if (this.qaWorlds.size > MAX_QA_WORLDS && oldest) await this.close(oldest);
    return world;
  }

  async close(id: string): Promise<boolean> {
    const world = this.qaWorlds.get(id);
    if (!world) return false;
    this.qaWorlds.delete(id);
    await closeWorld(world, true);
    return true;
  }

  async closeAll(): Promise<void> {
    for (const id of this.ids()) await this.close(id);
    await closeWorld(this.main, false);
  }
}
