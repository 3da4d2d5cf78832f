/**
 * Which real APIs a run-time link may point a build at (config.ts explains why). Origins are compared as
 * parsed URL origins (scheme, host, port), never as string prefixes: https://api.example.evil.example and
 * https://api.example@evil.example are other origins than https://api.example.
 */
import type { HttpConfig, Overrides, TransportConfig } from './config';

export interface OverridePolicy {
  /** VITE_ALLOW_TRANSPORT_OVERRIDE: whether a link may switch to or re-point the real API at all. */
  optIn: boolean;
  /** Origins a link may name: VITE_TRANSPORT_OVERRIDE_ORIGINS plus the build's own API and socket. */
  origins: ReadonlySet<string>;
}

type Env = Record<string, string | undefined>;

/** Secure and plain sockets share the allowlist entries of their https and http origins. */
const SOCKET_SCHEMES: Record<string, string> = { 'https:': 'wss:', 'http:': 'ws:' };

/** The origin of a URL with https/http written as wss/ws, or null when it is no http(s) or ws(s) URL. */
function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const scheme = SOCKET_SCHEMES[url.protocol] ?? url.protocol;
  if (scheme !== 'wss:' && scheme !== 'ws:') return null;
  // URL drops a scheme's default port, and https/wss (http/ws) share theirs, so equal origins read equal.
  return `${scheme}//${url.host}`;
}

/** pusher-js connects to wss://host:port (ws:// when TLS is off), or to Pusher's own host of the cluster. */
function socketOrigin(
  config: Pick<HttpConfig, 'pusherHost' | 'pusherPort' | 'pusherCluster' | 'pusherTls'>,
): string | null {
  const host = config.pusherHost ?? `ws-${config.pusherCluster}.pusher.com`;
  const tls = config.pusherTls ?? true;
  return originOf(`${tls ? 'wss' : 'ws'}://${host}:${config.pusherPort ?? (tls ? 443 : 80)}`);
}

export function overridePolicy(env: Env, build: TransportConfig): OverridePolicy {
  const flag = env.VITE_ALLOW_TRANSPORT_OVERRIDE?.trim().toLowerCase();
  const listed = (env.VITE_TRANSPORT_OVERRIDE_ORIGINS ?? '').split(',').map((entry) => entry.trim());
  const own = build.kind === 'http' ? [build.apiUrl, socketOrigin(build)] : [];
  const origins = new Set<string>();
  for (const entry of [...listed, ...own]) {
    const origin = entry ? originOf(entry) : null;
    if (origin) origins.add(origin);
  }
  return { optIn: flag === '1' || flag === 'true', origins };
}

/** The API base of a link: origin and path only (no credentials, query or fragment), if its origin is allowed. */
function allowedApiUrl(text: string, policy: OverridePolicy): string | null {
  const origin = originOf(text);
  if (!origin || !policy.origins.has(origin)) return null;
  const url = new URL(text);
  if (url.username || url.password) return null;
  return `${url.origin}${url.pathname}`.replace(/\/$/, '');
}

const CLUSTER = /^[a-z0-9-]{1,32}$/;
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/** The HTTP configuration a link asks for, when this build opts in and every origin in it is allowed. */
export function acceptHttpOverride(
  build: TransportConfig,
  overrides: Overrides,
  policy: OverridePolicy,
): HttpConfig | null {
  if (!policy.optIn) return null;
  const fromBuild = build.kind === 'http' ? build : null;
  const apiUrl = allowedApiUrl(overrides.api ?? fromBuild?.apiUrl ?? '', policy);
  if (!apiUrl) return null;
  const cluster = overrides.cluster ?? fromBuild?.pusherCluster ?? 'mt1';
  if (!CLUSTER.test(cluster)) return null;
  const port = overrides.port ? Number(overrides.port) : (fromBuild?.pusherPort ?? null);
  if (port !== null && !(Number.isInteger(port) && port > 0 && port < 65_536)) return null;
  const socket = {
    pusherHost: overrides.host ?? fromBuild?.pusherHost ?? null,
    pusherPort: port,
    pusherCluster: cluster,
    // A link cannot turn TLS off: it keeps the build's.
    ...(fromBuild?.pusherTls === false && { pusherTls: false }),
  };
  // A bare host name only: 'a@evil.example' or 'a/b' would parse to another host than the one written.
  if (socket.pusherHost !== null && !HOST_NAME.test(socket.pusherHost)) return null;
  const origin = socketOrigin(socket);
  if (!origin) return null;
  if (!policy.origins.has(origin)) return null;
  return {
    kind: 'http',
    apiUrl,
    pusherKey: overrides.key ?? fromBuild?.pusherKey ?? '',
    ...socket,
    // The build's explorers and trading server, never the link's: a link names neither.
    ...(fromBuild?.explorers && { explorers: fromBuild.explorers }),
    ...(fromBuild?.trading && { trading: fromBuild.trading }),
    overridden: true,
  };
}
