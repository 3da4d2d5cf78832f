/**
 * The QA handle (`window.__harness`) of an HTTP build made for the harness's own Node host (`npm run serve --
 * --qa`, build flag VITE_QA_HOST=1): the same handle the sim build has, answered by the host's `/__sim` routes
 * (src/server/qa-routes.ts) instead of the page's worker. So the demo panel, the simulated transfer, the
 * emulated provider frames and scripts work against a sim behind a real network. An operator's production
 * build never sets the flag, and a link cannot set it, so a player's page never calls /__sim.
 */
import type { SimControlApi, SimProviderApi } from '@contract/index';
import type { PriceTick } from '@contract/trading';
import type { HarnessHandle, SocketControl } from './sim-transport';

type Fetch = typeof fetch;

/** A /__sim refusal as the in-page sim's control would throw it: its message, status and code. */
class QaHostRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = 'QaHostRefusal';
  }
}

async function refusalOf(response: Response): Promise<QaHostRefusal> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const message =
    typeof body?.message === 'string' ? body.message : `The QA host answered ${response.status}`;
  return new QaHostRefusal(message, response.status, typeof body?.code === 'number' ? body.code : undefined);
}

/** One call to the host's /__sim routes, with the page's cookies (the QA world's `sim_world` among them). */
function qaCaller(apiUrl: string, fetchImpl: Fetch) {
  return async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(`${apiUrl}/__sim/${path}`, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw await refusalOf(response);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

type Call = ReturnType<typeof qaCaller>;

/** Every control by name, as `POST /__sim/control/{name} {args}`; the host answers only its allowlist. */
function controlOf(call: Call): HarnessHandle['control'] {
  return new Proxy({} as HarnessHandle['control'], {
    // 'then' stays undefined so that the handle is never taken for a promise.
    get: (_, name) =>
      typeof name !== 'string' || name === 'then'
        ? undefined
        : (...args: unknown[]) => call('POST', `control/${name}`, { args }),
  }) as unknown as HarnessHandle['control'] & SimControlApi;
}

/** A socket server's switch; `online` is what this page last set or read (the host's state is shared). */
function socketOf(call: Call, server: 'realtime' | 'trading'): SocketControl {
  let online = true;
  void call<{ online?: unknown } | null>('GET', server).then(
    (state) => {
      if (typeof state?.online === 'boolean') online = state.online;
    },
    () => undefined,
  );
  const flip = (next: boolean) => {
    online = next;
    void call('POST', `${server}/${next ? 'restore' : 'drop'}`).catch(() => undefined);
  };
  return { drop: () => flip(false), restore: () => flip(true), online: () => online };
}

export function createQaHostHarness(
  apiUrl: string,
  fetchImpl: Fetch = fetch.bind(globalThis),
): HarnessHandle {
  const call = qaCaller(apiUrl, fetchImpl);
  const provider: SimProviderApi = {
    call: (session, method, params) => call('POST', 'provider', { session, method, params }),
  };
  return {
    transport: 'qa-host',
    control: controlOf(call),
    provider: provider as HarnessHandle['provider'],
    realtime: socketOf(call, 'realtime'),
    trading: {
      ...socketOf(call, 'trading'),
      push: (tick: PriceTick) => void call('POST', 'trading/push', tick).catch(() => undefined),
    },
  };
}
