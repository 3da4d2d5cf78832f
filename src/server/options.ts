/**
 * The Node host's command line (`npm run serve -- --port 8080 --qa ...`), parsed with node:util's parseArgs
 * into the options the host starts with.
 */
import { parseArgs } from 'node:util';
import { SIM_PUSHER } from '@contract/index';

export interface HostOptions {
  port: number;
  host: string;
  /** The events app's key; the trading app keeps the sim's (SIM_TRADING_PUSHER). */
  key: string;
  /** The browser origin allowed to call cross-origin with credentials; null for same-origin only. */
  origin: string | null;
  /** A built client (`vite build`) served for every path the API does not own; null for none. */
  staticDir: string | null;
  /** QA controls (/__sim) and the captcha's test response; off for a host that serves other clients. */
  qa: boolean;
  seed: string;
  /** Where the world is kept (snapshot and journal); null keeps it in memory. */
  dataDir: string | null;
  /** 1 = real time; N runs the sim clock N times faster. */
  clockRate: number;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
}

export const DEFAULT_HOST_OPTIONS: HostOptions = {
  port: 8080,
  host: '127.0.0.1',
  key: SIM_PUSHER.key,
  origin: null,
  staticDir: null,
  qa: false,
  seed: 'demo',
  dataDir: '.sim-data',
  clockRate: 1,
  bodyLimit: 1024 * 1024,
};

export const USAGE = `Usage: npm run serve -- [options]
  --port P          port to listen on (default 8080; 0 picks a free one)
  --host H          interface to listen on (default 127.0.0.1)
  --key K           the events app's Pusher key (default ${SIM_PUSHER.key})
  --origin URL      browser origin allowed cross-origin, with credentials (default: none)
  --static DIR      serve this client build for every other path (SPA fallback to index.html)
  --qa              QA controls under /__sim, worlds, and the captcha's test response
  --seed S          world seed (default demo)
  --data DIR        where the world is kept (default .sim-data)
  --memory          keep the world in memory only
  --clock-rate N    sim clock speed, 1 = real time (default 1)
  --body-limit N    largest request body in bytes (default 1048576)
  --help            this text`;

function number(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new RangeError(`--${name} must be a number >= ${min}`);
  return value;
}

/** The options of an argv (without node and the script); throws a RangeError or TypeError on bad input. */
export function parseHostArgs(argv: readonly string[]): HostOptions & { help: boolean } {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      key: { type: 'string' },
      origin: { type: 'string' },
      static: { type: 'string' },
      qa: { type: 'boolean' },
      seed: { type: 'string' },
      data: { type: 'string' },
      memory: { type: 'boolean' },
      'clock-rate': { type: 'string' },
      'body-limit': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const defaults = DEFAULT_HOST_OPTIONS;
  const port = number('port', values.port, defaults.port, 0);
  if (!Number.isInteger(port) || port > 65_535) throw new RangeError('--port must be 0 to 65535');
  return {
    port,
    host: values.host || defaults.host,
    key: values.key || defaults.key,
    // An origin is compared as the browser sends it: no trailing slash.
    origin: values.origin ? values.origin.replace(/\/+$/, '') : null,
    staticDir: values.static || null,
    qa: values.qa ?? false,
    seed: values.seed || defaults.seed,
    dataDir: values.memory ? null : values.data || defaults.dataDir,
    clockRate: number('clock-rate', values['clock-rate'], defaults.clockRate, Number.MIN_VALUE),
    bodyLimit: number('body-limit', values['body-limit'], defaults.bodyLimit, 1),
    help: values.help ?? false,
  };
}
