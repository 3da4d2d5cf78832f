/**
 * Which transport runs, and where it points. Configuration only, never a code change:
 *
 * Build time (Vite env, e.g. `VITE_TRANSPORT=http npm run build`):
 *   VITE_TRANSPORT       'sim' (default) or 'http'
 *   VITE_API_URL         base URL of the real API, e.g. https://api.operator.example (http mode)
 *   VITE_PUSHER_KEY      Pusher application key (http mode)
 *   VITE_PUSHER_CLUSTER  Pusher cluster, default 'mt1' (http mode)
 *   VITE_PUSHER_HOST     optional own broadcaster host (e.g. a Soketi/Reverb server) (http mode)
 *   VITE_PUSHER_PORT     optional port of that host (http mode)
 *   VITE_SIM_SEED        world seed of the simulated backend, default 'demo' (sim mode)
 *   VITE_SIM_CLOCK_RATE  sim clock speed, 1 = real time (sim mode)
 *   VITE_SIM_WORLD       'off' starts the world without its simulated crowd (sim mode)
 *
 * Run time (query parameters, remembered for the tab in sessionStorage so navigation keeps them):
 *   ?transport=http&api=https://api.operator.example[&key=…&cluster=…&host=…&port=…]
 *   ?transport=sim[&seed=abc][&clock=60][&world=off]
 *   ?transport=reset  forgets the override.
 */

export interface SimConfig {
  kind: 'sim';
  seed: string;
  clockRate: number;
  /** Whether the simulated crowd lives in this world (bets, chat, tips, quizzes); false for a quiet world. */
  world: boolean;
}

export interface HttpConfig {
  kind: 'http';
  apiUrl: string;
  pusherKey: string;
  pusherCluster: string;
  pusherHost: string | null;
  pusherPort: number | null;
}

export type TransportConfig = SimConfig | HttpConfig;

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
type Overrides = Partial<Record<(typeof OVERRIDE_PARAMS)[number], string>>;

function readOverrides(search: string, storage: Storage | null): Overrides {
  const params = new URLSearchParams(search);
  if (params.get('transport') === 'reset') {
    storage?.removeItem(OVERRIDE_KEY);
    return {};
  }
  const fromQuery: Overrides = {};
  for (const name of OVERRIDE_PARAMS) {
    const value = params.get(name);
    if (value) fromQuery[name] = value;
  }
  if (fromQuery.transport) {
    storage?.setItem(OVERRIDE_KEY, JSON.stringify(fromQuery));
    return fromQuery;
  }
  try {
    return JSON.parse(storage?.getItem(OVERRIDE_KEY) ?? '{}') as Overrides;
  } catch {
    return {};
  }
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

export function resolveTransportConfig(
  env: Record<string, string | undefined> = import.meta.env as Record<string, string | undefined>,
  location: { search: string } = globalThis.location ?? { search: '' },
  storage: Storage | null = globalThis.sessionStorage ?? null,
): TransportConfig {
  const overrides = readOverrides(location.search, storage);
  const kind = overrides.transport ?? env.VITE_TRANSPORT ?? 'sim';
  if (kind === 'http') {
    return {
      kind: 'http',
      apiUrl: (overrides.api ?? env.VITE_API_URL ?? '').replace(/\/$/, ''),
      pusherKey: overrides.key ?? env.VITE_PUSHER_KEY ?? '',
      pusherCluster: overrides.cluster ?? env.VITE_PUSHER_CLUSTER ?? 'mt1',
      pusherHost: overrides.host ?? env.VITE_PUSHER_HOST ?? null,
      pusherPort:
        overrides.port || env.VITE_PUSHER_PORT ? positive(overrides.port ?? env.VITE_PUSHER_PORT, 443) : null,
    };
  }
  return {
    kind: 'sim',
    seed: overrides.seed ?? env.VITE_SIM_SEED ?? 'demo',
    clockRate: positive(overrides.clock ?? env.VITE_SIM_CLOCK_RATE, 1),
    world: (overrides.world ?? env.VITE_SIM_WORLD ?? 'on').toLowerCase() !== 'off',
  };
}
