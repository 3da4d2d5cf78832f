/**
 * The page starts with a stand-in transport while the real one's code loads: what the app does meanwhile
 * (calls, the token, realtime bindings, connection listeners) reaches the real transport once it is there,
 * in order, and nothing is lost or doubled. The QA handle of a sim build stands in the same way.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '@contract/index';
import { deferHarness, deferTransport } from '../../../src/app/deferred-transport';
import type { HarnessHandle } from '../../../src/app/transport';
import type { SimConfig } from '../../../src/app/transport/config';
import type { Transport } from '../../../src/app/transport/types';
import { createFakeTransport } from '../fakes/transport';
import { deferred } from '../fakes/deferred';

const simConfig: SimConfig = { kind: 'sim', seed: 'qa-7', clockRate: 1, world: true };

function setUp() {
  const fake = createFakeTransport();
  const loading = deferred<Transport>();
  const transport = deferTransport(simConfig, () => loading.promise);
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
    });
    expect(await answer).toBe(60);
    expect(advance).toHaveBeenCalledWith(30);
    expect(drop).toHaveBeenCalledTimes(1);
    expect(harness.realtime.online()).toBe(true);
  });
});
