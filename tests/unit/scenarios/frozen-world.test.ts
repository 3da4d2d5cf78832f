/**
 * A scenario's world in the page (SimBootOptions.frozenAt): its clock stands at the given time and moves only
 * when advanced, and it stays out of the other tabs of its seed.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimWorkerApi, type SimWorkerApi } from '../../../src/workers/sim-worker-api';

const START_MS = Date.UTC(2025, 0, 6, 12, 0, 0);
let tab: SimWorkerApi | null = null;
afterEach(async () => {
  await tab?.close();
  tab = null;
});

describe('a frozen world', () => {
  it('stands at its start until advanced, and joins no other tab', async () => {
    const channel = vi.fn(() => ({ postMessage: () => undefined, onmessage: null, close: () => undefined }));
    tab = createSimWorkerApi({ channel });
    const seed = `frozen-${crypto.randomUUID()}`;
    await tab.boot({ seed, dbName: `sim-${seed}`, frozenAt: START_MS, world: false });
    const me = await tab.request({ method: 'GET', path: '/api/user' });
    expect(me.headers?.['x-server-time']).toBe(String(START_MS));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tab.control.now()).toBe(START_MS);
    await tab.control.advance(1_500);
    expect(await tab.control.now()).toBe(START_MS + 1_500);
    expect(channel).not.toHaveBeenCalled();
  });
});
