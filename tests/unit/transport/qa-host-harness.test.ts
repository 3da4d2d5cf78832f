/**
 * The QA handle of an HTTP build for the harness's own Node host: each control, the provider's server and the
 * socket switches go to the host's /__sim routes with the page's cookies, and a refusal rejects as the in-page
 * sim's control would (its message, status and code).
 */
import { describe, expect, it, vi } from 'vitest';
import { createQaHostHarness } from '../../../src/app/transport/qa-host-harness';

interface Sent {
  url: string;
  method: string;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

function fakeHost(answer: (sent: Sent) => Response = () => Response.json(null)) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call: Sent = {
      url: String(url),
      method: init?.method ?? 'GET',
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(call);
    return answer(call);
  });
  return { sent, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the QA host harness', () => {
  it('calls a control by name with its arguments and resolves what the host answers', async () => {
    const host = fakeHost(({ url }) =>
      url.endsWith('/control/now') ? Response.json(1_700_000_000_000) : Response.json({ online: true }),
    );
    const harness = createQaHostHarness('http://api.test', host.fetchImpl);
    expect(harness.transport).toBe('qa-host');
    await expect(harness.control.now()).resolves.toBe(1_700_000_000_000);
    await harness.control.advance(60_000);
    const advance = host.sent.find(({ url }) => url.endsWith('/control/advance'))!;
    expect(advance).toEqual({
      url: 'http://api.test/__sim/control/advance',
      method: 'POST',
      credentials: 'include',
      body: { args: [60_000] },
    });
    // Never taken for a promise (an `await harness.control` would otherwise call /control/then).
    expect((harness.control as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it("rejects with the host's refusal: message, status and code", async () => {
    const host = fakeHost(({ url }) =>
      url.includes('/control/')
        ? Response.json({ code: 7, message: 'Amount must be positive' }, { status: 422 })
        : Response.json({ online: true }),
    );
    const harness = createQaHostHarness('', host.fetchImpl);
    const refused = harness.control.sendToAddress({
      currency: 'btc',
      chain: 'btc',
      address: 'x',
      amount: '0',
    });
    await expect(refused).rejects.toMatchObject({ message: 'Amount must be positive', status: 422, code: 7 });
    expect(host.sent.at(-1)!.url).toBe('/__sim/control/sendToAddress');
  });

  it("relays a game frame's call to the simulated provider and pushes price ticks", async () => {
    const host = fakeHost(({ url }) =>
      url.endsWith('/provider') ? Response.json({ ok: true, result: { balance: 5 } }) : Response.json(null),
    );
    const harness = createQaHostHarness('', host.fetchImpl);
    await expect(harness.provider.call('s-1', 'bet', { amount: 1 })).resolves.toEqual({
      ok: true,
      result: { balance: 5 },
    });
    expect(host.sent.find(({ url }) => url === '/__sim/provider')!.body).toEqual({
      session: 's-1',
      method: 'bet',
      params: { amount: 1 },
    });
    harness.trading.push({ symbol: 'BTC', price: 1, at: 2 } as never);
    await settle();
    expect(host.sent.find(({ url }) => url === '/__sim/trading/push')!.body).toEqual({
      symbol: 'BTC',
      price: 1,
      at: 2,
    });
  });

  it("drops and restores the host's sockets and knows their state", async () => {
    const host = fakeHost(({ url }) =>
      url === '/__sim/realtime' ? Response.json({ online: false, connections: 0 }) : Response.json(null),
    );
    const harness = createQaHostHarness('', host.fetchImpl);
    await settle();
    expect(harness.realtime.online()).toBe(false); // read from the host
    harness.realtime.restore();
    expect(harness.realtime.online()).toBe(true);
    harness.trading.drop();
    expect(harness.trading.online()).toBe(false);
    await settle();
    const posts = host.sent.filter(({ method }) => method === 'POST').map(({ url }) => url);
    expect(posts).toEqual(['/__sim/realtime/restore', '/__sim/trading/drop']);
  });
});
