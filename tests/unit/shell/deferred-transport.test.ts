/**
 * The page starts with a stand-in transport while the real one's code loads: what the app does meanwhile
 * (calls, the token, realtime bindings, connection listeners) reaches the real transport once it is there,
 * in order, and nothing is lost or doubled. The QA handle of a sim build stands in the same way.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '@contract/index';
import { TRADING_CHANNEL, TRADING_EVENTS, type PriceTick } from '@contract/trading';
import { deferHarness, deferTransport } from '../../../src/app/deferred-transport';
import type { HarnessHandle } from '../../../src/app/transport';
import type { HttpConfig, SimConfig } from '../../../src/app/transport/config';
import type { Transport } from '../../../src/app/transport/types';
import { createFakeTransport } from '../fakes/transport';
import { deferred } from '../fakes/deferred';

const simConfig: SimConfig = { kind: 'sim', seed: 'qa-7', clockRate: 1, world: true };
const httpConfig: HttpConfig = {
  kind: 'http',
  apiUrl: 'https://api.operator.example',
  pusherKey: 'events-key',
  pusherCluster: 'eu',
  pusherHost: null,
  pusherPort: null,
  trading: null,
};

function setUp(config: SimConfig | HttpConfig = simConfig) {
  const fake = createFakeTransport();
  const loading = deferred<Transport>();
  const transport = deferTransport(config, () => loading.promise);
  const arrive = async () => {
    loading.resolve(fake.transport);
    await loading.promise;
    await Promise.resolve();
  };
  return { fake, transport, arrive };
}

describe('the deferred transport', () => {
  it('sends the calls made before the transport loaded once it has, in order, with the latest token', async () => {
    const { fake, transport, arrive } = setUp();
    fake.requestHandlers.set('POST /api/a', () => 'a');
    fake.whisperHandlers.set('Play', () => 'played');
    transport.setToken('first');
    transport.setToken('second');
    const answers = [transport.request('POST', '/api/a', { n: 1 }), transport.whisper('Play', { bet: 1 })];
    expect(transport.kind).toBe('sim');
    // The demo badge names the backend before its code is there.
    expect(transport.config).toBe(simConfig);
    expect(fake.transport.request).not.toHaveBeenCalled();

    await arrive();
    expect(await Promise.all(answers)).toEqual(['a', 'played']);
    expect(fake.transport.setToken.mock.calls).toEqual([['second']]);
    expect(fake.transport.setToken.mock.invocationCallOrder[0]).toBeLessThan(
      fake.transport.request.mock.invocationCallOrder[0]!,
    );
    expect(fake.transport.request).toHaveBeenCalledWith('POST', '/api/a', { n: 1 });

    transport.setToken(null);
    expect(fake.transport.setToken).toHaveBeenLastCalledWith(null);
  });

  it('binds realtime handlers made before the load, except those already unbound', async () => {
    const { fake, transport, arrive } = setUp();
    const kept = vi.fn();
    const dropped = vi.fn();
    transport.realtime.listen('Everyone', 'event:liveGame', kept);
    const unbind = transport.realtime.listen('Everyone', 'event:chatMessage', dropped);
    unbind();
    await arrive();
    expect(fake.emit('Everyone', 'event:liveGame', { id: 1 })).toBe(true);
    expect(kept).toHaveBeenCalledWith({ id: 1 });
    expect(fake.emit('Everyone', 'event:chatMessage', {})).toBe(false);
    expect(dropped).not.toHaveBeenCalled();

    const after = transport.realtime.listen('Everyone', 'event:chatMessage', dropped);
    after();
    expect(fake.emit('Everyone', 'event:chatMessage', {})).toBe(false);
  });

  it("reads 'connecting' until then, and tells a state listener the transport's state when it differs", async () => {
    const { transport, arrive } = setUp();
    const states: ConnectionState[] = [];
    expect(transport.realtime.state()).toBe('connecting');
    transport.realtime.onStateChange((state) => states.push(state));
    await arrive();
    expect(transport.realtime.state()).toBe('connected');
    expect(states).toEqual(['connected']);
  });

  it('drops a reconnect asked before the load (the connection opens with the current token anyway)', async () => {
    const { fake, transport, arrive } = setUp();
    transport.realtime.reconnect();
    await arrive();
    expect(fake.transport.realtime.reconnect).not.toHaveBeenCalled();
    transport.realtime.reconnect();
    expect(fake.transport.realtime.reconnect).toHaveBeenCalledTimes(1);
  });
});

describe("the deferred transport's trading connection", () => {
  it('binds trading handlers made before the load to the trading connection, not the events one', async () => {
    const { fake, transport, arrive } = setUp();
    const ticks = vi.fn();
    const states: ConnectionState[] = [];
    transport.trading!.listen(TRADING_CHANNEL, TRADING_EVENTS.price, ticks);
    transport.trading!.onStateChange((state) => states.push(state));
    expect(transport.trading!.state()).toBe('connecting');

    await arrive();
    expect(fake.transport.trading.listen).toHaveBeenCalledTimes(1);
    expect(fake.transport.realtime.listen).not.toHaveBeenCalled();
    expect(fake.emit(TRADING_CHANNEL, TRADING_EVENTS.price, { at: 1, prices: [] })).toBe(true);
    expect(ticks).toHaveBeenCalledWith({ at: 1, prices: [] });
    expect(transport.trading!.state()).toBe('connected');
    expect(states).toEqual(['connected']);
  });

  it('is there for the sim and for an HTTP build that names a trading server, null otherwise', () => {
    expect(setUp().transport.trading).not.toBeNull();
    expect(setUp(httpConfig).transport.trading).toBeNull();
    const named = { ...httpConfig, trading: { key: 'k', cluster: 'eu', host: null, port: null } };
    expect(setUp(named).transport.trading).not.toBeNull();
  });

  it("reads 'disconnected' and takes nothing when the loaded transport has no trading server after all", async () => {
    const fake = createFakeTransport();
    fake.requestHandlers.set('GET /ping', () => 'pong');
    const transport = deferTransport(simConfig, async () => ({ ...fake.transport, trading: null }));
    transport.trading!.listen(TRADING_CHANNEL, TRADING_EVENTS.price, vi.fn());
    expect(transport.trading!.state()).toBe('connecting');
    // A call's answer means the transport has loaded.
    await transport.request('GET', '/ping');
    expect(transport.trading!.state()).toBe('disconnected');
    expect(fake.transport.trading.listen).not.toHaveBeenCalled();
  });
});

describe('the deferred QA handle', () => {
  it('answers control calls and socket drops through the real handle once it is there', async () => {
    const real = deferred<HarnessHandle>();
    const harness = deferHarness(real.promise);
    const drop = vi.fn();
    const advance = vi.fn(async (ms: number) => ms * 2);
    const answer = (harness.control as unknown as { advance(ms: number): Promise<number> }).advance(30);
    harness.realtime.drop();
    expect(harness.transport).toBe('sim');
    expect(harness.realtime.online()).toBe(false);
    expect('then' in harness.control && (harness.control as { then?: unknown }).then).toBeFalsy();

    real.resolve({
      transport: 'sim',
      control: { advance } as unknown as HarnessHandle['control'],
      provider: { call: vi.fn() } as unknown as HarnessHandle['provider'],
      realtime: { drop, restore: vi.fn(), online: () => true },
      trading: { drop: vi.fn(), restore: vi.fn(), online: () => false, push: vi.fn() },
    });
    expect(await answer).toBe(60);
    expect(advance).toHaveBeenCalledWith(30);
    expect(drop).toHaveBeenCalledTimes(1);
    expect(harness.realtime.online()).toBe(true);
  });

  it("drops, restores and pushes on the trading server through the real handle's trading side", async () => {
    const real = deferred<HarnessHandle>();
    const harness = deferHarness(real.promise);
    const trading = { drop: vi.fn(), restore: vi.fn(), online: () => true, push: vi.fn() };
    const events = { drop: vi.fn(), restore: vi.fn(), online: () => false };
    const tick: PriceTick = { at: 5, prices: [{ ticker: 'BTC', price: 64_000 }] };
    harness.trading.drop();
    harness.trading.push(tick);
    expect(harness.trading.online()).toBe(false);

    real.resolve({
      transport: 'sim',
      control: {} as HarnessHandle['control'],
      provider: {} as HarnessHandle['provider'],
      realtime: events,
      trading,
    });
    await real.promise;
    harness.trading.restore();
    await Promise.resolve();
    expect(trading.drop).toHaveBeenCalledTimes(1);
    expect(trading.push).toHaveBeenCalledWith(tick);
    expect(trading.restore).toHaveBeenCalledTimes(1);
    expect(events.drop).not.toHaveBeenCalled();
    expect(harness.trading.online()).toBe(true);
    expect(harness.realtime.online()).toBe(false);
  });
});
