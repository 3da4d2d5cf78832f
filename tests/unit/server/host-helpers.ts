/**
 * Shared helpers of the Node host's tests: a host application on a quiet world (no crowd, cheap password
 * hashing, a database of its own), and a client over `app.request()` that keeps its cookies like a browser.
 */
import { afterEach } from 'vitest';
import { CAPTCHA_TEST_RESPONSE, type User } from '@contract/index';
import { createHostApp, type HostAppOptions } from '../../../src/server/app';
import { startHost, type RunningHost } from '../../../src/server/host';
import { DEFAULT_HOST_OPTIONS } from '../../../src/server/options';
import { WorldRegistry } from '../../../src/server/worlds';

export const TEST_SIM = { world: false, pbkdf2Iterations: 1000 } as const;

let counter = 0;
/** A name unique within the run: each test's worlds get databases of their own. */
export const unique = (prefix: string) => `${prefix}${++counter}${Date.now().toString(36)}`.slice(0, 24);

const registries: WorldRegistry[] = [];
const hosts: RunningHost[] = [];
afterEach(async () => {
  await Promise.all([
    ...registries.splice(0).map((registry) => registry.closeAll()),
    ...hosts.splice(0).map((host) => host.close()),
  ]);
});

export async function testRegistry(options: { qa?: boolean; seed?: string } = {}) {
  const registry = await WorldRegistry.start({
    seed: options.seed ?? 'server-test',
    name: unique('t-'),
    dataDir: null,
    clockRate: 1,
    captchaTestResponse: options.qa ?? true,
    sim: TEST_SIM,
  });
  registries.push(registry);
  return registry;
}

/** The Node host on a free port of this machine, on a quiet world with no data folder; closed after the test. */
export async function testHost(prefix: string, options: { qa?: boolean } = {}): Promise<RunningHost> {
  const host = await startHost({
    ...DEFAULT_HOST_OPTIONS,
    port: 0,
    qa: options.qa ?? false,
    name: unique(prefix),
    dataDir: null,
    sim: TEST_SIM,
  });
  hosts.push(host);
  return host;
}

export async function testApp(options: Partial<HostAppOptions> = {}) {
  const registry = await testRegistry({ qa: options.qa ?? false });
  const { app } = createHostApp(registry, {
    key: DEFAULT_HOST_OPTIONS.key,
    origin: null,
    staticDir: null,
    qa: false,
    bodyLimit: DEFAULT_HOST_OPTIONS.bodyLimit,
    ...options,
  });
  return { app, registry };
}

type Fetcher = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A browser-like client: sends its page's Origin, keeps the cookies it is given and sends X-XSRF-TOKEN from
 * XSRF-TOKEN, as the app's csrf.ts does.
 */
export class CookieClient {
  readonly cookies = new Map<string, string>();
  token: string | null = null;

  constructor(
    private readonly app: Fetcher,
    private readonly origin = 'http://127.0.0.1:4173',
  ) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const sent: Record<string, string> = { Accept: 'application/json', Origin: this.origin, ...headers };
    if (body !== undefined) sent['Content-Type'] ??= 'application/json';
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) sent['X-XSRF-TOKEN'] ??= xsrf;
    if (this.token) sent.Authorization ??= `Bearer ${this.token}`;
    if (this.cookies.size > 0)
      sent.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.request(path, {
      method,
      headers: sent,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), decodeURIComponent(pair!.slice(at + 1)));
    }
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as T,
      headers: response.headers,
    };
  }

  async primeCsrf(): Promise<void> {
    await this.call('GET', '/sanctum/csrf-cookie');
  }

  /** Signs up a new player with the captcha's test response and keeps the bearer token. */
  async signUp(login = unique('p')): Promise<User> {
    await this.primeCsrf();
    const answer = await this.call<{ user: User }>('POST', '/auth/register', {
      email: `${login}@mail.example`,
      name: login,
      password: 'correct-horse',
      captcha: CAPTCHA_TEST_RESPONSE,
    });
    if (answer.status !== 200) throw new Error(`sign-up: ${answer.status} ${JSON.stringify(answer.body)}`);
    this.token = answer.body.user.token!;
    return answer.body.user;
  }
}
