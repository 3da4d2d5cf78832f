import { describe, expect, it } from 'vitest';
import { resolveTransportConfig } from '../../../src/app/transport/config';

/** A sessionStorage stand-in for Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('transport configuration', () => {
  it('defaults to the sim with the demo seed at real time', () => {
    expect(resolveTransportConfig({}, { search: '' }, memoryStorage())).toEqual({
      kind: 'sim',
      seed: 'demo',
      clockRate: 1,
      world: true,
    });
  });

  it('takes the build-time env', () => {
    const config = resolveTransportConfig(
      { VITE_TRANSPORT: 'http', VITE_API_URL: 'https://api.operator.example/', VITE_PUSHER_KEY: 'k' },
      { search: '' },
      memoryStorage(),
    );
    expect(config).toMatchObject({
      kind: 'http',
      apiUrl: 'https://api.operator.example',
      pusherKey: 'k',
      pusherCluster: 'mt1',
    });
  });

  it('lets a query parameter override the build and remembers it for the tab until reset', () => {
    const storage = memoryStorage();
    const env = { VITE_TRANSPORT: 'sim' };
    const first = resolveTransportConfig(
      env,
      { search: '?transport=http&api=https://api.operator.example' },
      storage,
    );
    expect(first).toMatchObject({ kind: 'http', apiUrl: 'https://api.operator.example' });
    expect(resolveTransportConfig(env, { search: '' }, storage)).toMatchObject({ kind: 'http' });
    expect(resolveTransportConfig(env, { search: '?transport=reset' }, storage)).toMatchObject({
      kind: 'sim',
    });
    expect(resolveTransportConfig(env, { search: '' }, storage)).toMatchObject({ kind: 'sim' });
  });

  it('reads the sim seed and clock rate, ignoring a nonsense rate', () => {
    const storage = memoryStorage();
    expect(resolveTransportConfig({}, { search: '?transport=sim&seed=qa-7&clock=60' }, storage)).toEqual({
      kind: 'sim',
      seed: 'qa-7',
      clockRate: 60,
      world: true,
    });
    expect(resolveTransportConfig({}, { search: '?transport=sim&clock=-3' }, memoryStorage())).toMatchObject({
      clockRate: 1,
    });
  });

  it('turns the crowd off with ?world=off, remembered for the tab like seed and clock', () => {
    const storage = memoryStorage();
    expect(resolveTransportConfig({}, { search: '?transport=sim&seed=qa-8&world=off' }, storage)).toEqual({
      kind: 'sim',
      seed: 'qa-8',
      clockRate: 1,
      world: false,
    });
    expect(resolveTransportConfig({}, { search: '' }, storage)).toMatchObject({ seed: 'qa-8', world: false });
    expect(resolveTransportConfig({}, { search: '?transport=reset' }, storage)).toMatchObject({
      world: true,
    });
    expect(resolveTransportConfig({}, { search: '?transport=sim&world=on' }, memoryStorage())).toMatchObject({
      world: true,
    });
  });

  it('takes VITE_SIM_WORLD=off at build time, which a query parameter can turn back on', () => {
    expect(resolveTransportConfig({ VITE_SIM_WORLD: 'off' }, { search: '' }, memoryStorage())).toMatchObject({
      kind: 'sim',
      world: false,
    });
    expect(resolveTransportConfig({ VITE_SIM_WORLD: 'OFF' }, { search: '' }, memoryStorage())).toMatchObject({
      world: false,
    });
    expect(
      resolveTransportConfig(
        { VITE_SIM_WORLD: 'off' },
        { search: '?transport=sim&world=on' },
        memoryStorage(),
      ),
    ).toMatchObject({ world: true });
  });
});
