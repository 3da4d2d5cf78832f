// @vitest-environment jsdom
/**
 * SimTransport at the seam: a worker call that rejects (the sim threw, the worker died, an answer could not
 * be cloned) reaches the app as an ApiError, like any other failed call, never as a raw error.
 */
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/index';
import { SimTransport } from '../../../src/app/transport/sim-transport';
import { apiFailure } from './helpers';

const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((port) => port.close()));

/** A transport whose worker side is the given object, served over a real MessageChannel by comlink. */
function transportOver(worker: Record<string, (...args: never[]) => Promise<unknown>>): SimTransport {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  Comlink.expose(worker, port1);
  return new SimTransport(
    { kind: 'sim', seed: 'seam', clockRate: 1, world: false },
    { endpoint: port2, realtime: false },
  );
}

describe('SimTransport when the worker call rejects', () => {
  const crash = async () => {
    throw new TypeError('Cannot read properties of undefined');
  };

  it('turns a rejected request into an ApiError naming the route in its cause', async () => {
    const transport = transportOver({ boot: async () => undefined, request: crash, whisper: crash });
    const error = await apiFailure(transport.request('POST', '/auth/login', { login: 'a', password: 'b' }));
    expect(error).toMatchObject({ status: 0, code: 0, message: MESSAGES.internal });
    expect((error.cause as Error).message).toMatch(/POST \/auth\/login.*Cannot read properties/);
  });

  it('turns a rejected game call into an ApiError', async () => {
    const transport = transportOver({ boot: async () => undefined, request: crash, whisper: crash });
    await apiFailure(transport.whisper('Play', { game: 'dice' }));
  });

  it('turns a failed boot into an ApiError for every call', async () => {
    const transport = transportOver({ boot: crash, request: crash, whisper: crash });
    await apiFailure(transport.request('GET', '/api/user'));
    await apiFailure(transport.request('GET', '/api/user'));
  });
});
