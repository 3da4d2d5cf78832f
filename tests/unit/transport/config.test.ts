import { describe, expect, it } from 'vitest';
import { hasTradingServer, resolveTransportConfig } from '../../../src/app/transport/config';

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

/** A sim build that lets QA point it at the staging API (and Pusher's mt1 cluster) by link. */
const SIM_OPT_IN = {
  VITE_ALLOW_TRANSPORT_OVERRIDE: '1',
  VITE_TRANSPORT_OVERRIDE_ORIGINS: 'https://staging.operator.example,wss://ws-mt1.pusher.com',
};

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
    const env = { VITE_TRANSPORT: 'sim', ...SIM_OPT_IN };
    const first = resolveTransportConfig(
      env,
      { search: '?transport=http&api=https://staging.operator.example' },
      storage,
    );
    expect(first).toMatchObject({ kind: 'http', apiUrl: 'https://staging.operator.example' });
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
      overridden: true,
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
      overridden: true,
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

/** The build an operator ships: the real API, no run-time overrides unless the build opts in. */
const HTTP_BUILD = {
  VITE_TRANSPORT: 'http',
  VITE_API_URL: 'https://api.operator.example',
  VITE_PUSHER_KEY: 'live-key',
};
const OPT_IN_BUILD = {
  ...HTTP_BUILD,
  VITE_ALLOW_TRANSPORT_OVERRIDE: '1',
  VITE_TRANSPORT_OVERRIDE_ORIGINS: 'https://staging.operator.example, wss://ws.staging.operator.example:6001',
};
const LIVE = { kind: 'http', apiUrl: 'https://api.operator.example', pusherKey: 'live-key' };

describe('run-time overrides of an HTTP build', () => {
  it('ignores a link to another API and does not remember it', () => {
    const storage = memoryStorage();
    const evil = '?transport=http&api=https://evil.example&host=evil.example';
    expect(resolveTransportConfig(HTTP_BUILD, { search: evil }, storage)).toMatchObject(LIVE);
    expect(resolveTransportConfig(HTTP_BUILD, { search: evil }, storage)).toMatchObject({ pusherHost: null });
    expect(storage.length).toBe(0);
  });

  it('ignores a link to the sim and its seed', () => {
    const storage = memoryStorage();
    expect(resolveTransportConfig(HTTP_BUILD, { search: '?transport=sim&seed=x' }, storage)).toMatchObject(
      LIVE,
    );
    expect(storage.length).toBe(0);
  });

  it('with the opt-in, accepts only allowlisted origins, compared as parsed origins', () => {
    const accepted = resolveTransportConfig(
      OPT_IN_BUILD,
      { search: '?transport=http&api=https://staging.operator.example/' },
      memoryStorage(),
    );
    expect(accepted).toMatchObject({
      kind: 'http',
      apiUrl: 'https://staging.operator.example',
      overridden: true,
    });
    for (const api of [
      'https://evil.example',
      'https://staging.operator.example.evil.example',
      'https://staging.operator.example:8443',
      'http://staging.operator.example',
      'https://staging.operator.example@evil.example',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const search = `?transport=http&api=${encodeURIComponent(api)}`;
      expect(resolveTransportConfig(OPT_IN_BUILD, { search }, memoryStorage()), api).toMatchObject(LIVE);
    }
  });

  it('with the opt-in, still never switches an HTTP build to the sim', () => {
    expect(resolveTransportConfig(OPT_IN_BUILD, { search: '?transport=sim' }, memoryStorage())).toMatchObject(
      LIVE,
    );
  });

  it('restricts the broadcaster host and port to the allowlist the same way', () => {
    const base = '?transport=http&api=https://staging.operator.example';
    expect(
      resolveTransportConfig(
        OPT_IN_BUILD,
        { search: `${base}&host=ws.staging.operator.example&port=6001` },
        memoryStorage(),
      ),
    ).toMatchObject({
      apiUrl: 'https://staging.operator.example',
      pusherHost: 'ws.staging.operator.example',
      pusherPort: 6001,
    });
    for (const socket of [
      '&host=evil.example',
      '&host=ws.staging.operator.example',
      '&host=ws.staging.operator.example:6001@evil.example&port=6001',
    ]) {
      expect(
        resolveTransportConfig(OPT_IN_BUILD, { search: `${base}${socket}` }, memoryStorage()),
        socket,
      ).toMatchObject({ ...LIVE, pusherHost: null });
    }
  });

  it('drops a remembered override the build no longer allows', () => {
    const storage = memoryStorage();
    resolveTransportConfig(
      OPT_IN_BUILD,
      { search: '?transport=http&api=https://staging.operator.example' },
      storage,
    );
    expect(storage.length).toBe(1);
    // The next build stops opting in; the tab still holds the old override.
    expect(resolveTransportConfig(HTTP_BUILD, { search: '' }, storage)).toMatchObject(LIVE);
    expect(storage.length).toBe(0);
  });

  it('ignores and drops a planted override in sessionStorage', () => {
    const storage = memoryStorage();
    storage.setItem(
      'betkings:transport-override',
      JSON.stringify({ transport: 'http', api: 'https://evil.example' }),
    );
    expect(resolveTransportConfig(OPT_IN_BUILD, { search: '' }, storage)).toMatchObject(LIVE);
    expect(storage.length).toBe(0);
  });
});

describe("the harness's own QA host (VITE_QA_HOST)", () => {
  it('is a build flag of an HTTP build, off unless set', () => {
    expect(resolveTransportConfig(HTTP_BUILD, { search: '' }, memoryStorage())).toMatchObject({
      qaHost: false,
    });
    const qa = { ...HTTP_BUILD, VITE_QA_HOST: '1' };
    expect(resolveTransportConfig(qa, { search: '' }, memoryStorage())).toMatchObject({ qaHost: true });
  });

  it('is never carried to an API a link names, nor set by one', () => {
    const qa = { ...OPT_IN_BUILD, VITE_QA_HOST: '1' };
    const search = '?transport=http&api=https://staging.operator.example&qaHost=1';
    const accepted = resolveTransportConfig(qa, { search }, memoryStorage());
    expect(accepted).toMatchObject({ apiUrl: 'https://staging.operator.example', overridden: true });
    expect(accepted).not.toHaveProperty('qaHost');
    const plain = resolveTransportConfig(HTTP_BUILD, { search: '?qaHost=1&qa_host=1' }, memoryStorage());
    expect(plain).toMatchObject({ qaHost: false });
  });
});

describe('run-time overrides of a sim build', () => {
  it('switches to the real API only with the opt-in and only to an allowlisted origin', () => {
    const search = '?transport=http&api=https://staging.operator.example';
    expect(resolveTransportConfig({}, { search }, memoryStorage())).toMatchObject({ kind: 'sim' });
    expect(resolveTransportConfig(SIM_OPT_IN, { search }, memoryStorage())).toMatchObject({
      kind: 'http',
      apiUrl: 'https://staging.operator.example',
    });
    expect(
      resolveTransportConfig(
        SIM_OPT_IN,
        { search: '?transport=http&api=https://evil.example' },
        memoryStorage(),
      ),
    ).toMatchObject({ kind: 'sim' });
  });

  it('keeps its seed, clock and world overrides without any opt-in', () => {
    expect(
      resolveTransportConfig({}, { search: '?transport=sim&seed=qa-9&clock=10&world=off' }, memoryStorage()),
    ).toEqual({ kind: 'sim', seed: 'qa-9', clockRate: 10, world: false, overridden: true });
  });
});

describe('the trading server of an HTTP build', () => {
  const TRADING_BUILD = {
    ...OPT_IN_BUILD,
    VITE_PUSHER_CLUSTER: 'eu',
    VITE_TRADING_PUSHER_KEY: 'trading-key',
    VITE_TRADING_PUSHER_HOST: 'trading.operator.example',
    VITE_TRADING_PUSHER_PORT: '6002',
  };

  it('comes from VITE_TRADING_PUSHER_*, on the events cluster unless named; none without a key', () => {
    expect(resolveTransportConfig(TRADING_BUILD, { search: '' }, memoryStorage())).toMatchObject({
      trading: { key: 'trading-key', cluster: 'eu', host: 'trading.operator.example', port: 6002 },
    });
    expect(
      resolveTransportConfig(
        { ...HTTP_BUILD, VITE_TRADING_PUSHER_KEY: 'k', VITE_TRADING_PUSHER_CLUSTER: 'ap1' },
        { search: '' },
        memoryStorage(),
      ),
    ).toMatchObject({ trading: { key: 'k', cluster: 'ap1', host: null, port: null } });
    expect(resolveTransportConfig(HTTP_BUILD, { search: '' }, memoryStorage())).toMatchObject({
      trading: null,
    });
  });

  it("is never named by a link: an accepted override keeps the build's", () => {
    const search =
      '?transport=http&api=https://staging.operator.example&tradingKey=x&tradingHost=evil.example';
    expect(resolveTransportConfig(TRADING_BUILD, { search }, memoryStorage())).toMatchObject({
      apiUrl: 'https://staging.operator.example',
      overridden: true,
      trading: { key: 'trading-key', host: 'trading.operator.example' },
    });
  });

  it('is always there in the sim, and in an HTTP build only when configured', () => {
    const sim = resolveTransportConfig({}, { search: '' }, memoryStorage());
    expect(hasTradingServer(sim)).toBe(true);
    expect(hasTradingServer(resolveTransportConfig(HTTP_BUILD, { search: '' }, memoryStorage()))).toBe(false);
    expect(hasTradingServer(resolveTransportConfig(TRADING_BUILD, { search: '' }, memoryStorage()))).toBe(
      true,
    );
  });
});

describe('TLS of the broadcasters of an HTTP build', () => {
  const LOCAL_HOST = {
    VITE_TRANSPORT: 'http',
    VITE_API_URL: '',
    VITE_PUSHER_KEY: 'sim-app-key',
    VITE_PUSHER_HOST: '127.0.0.1',
    VITE_PUSHER_PORT: '8080',
    VITE_TRADING_PUSHER_KEY: 'sim-trading-key',
    VITE_TRADING_PUSHER_HOST: '127.0.0.1',
    VITE_TRADING_PUSHER_PORT: '8080',
  };

  it('is on unless VITE_PUSHER_TLS says false; the trading server follows it unless told otherwise', () => {
    expect(resolveTransportConfig(LOCAL_HOST, { search: '' }, memoryStorage())).toMatchObject({
      pusherTls: true,
      trading: { tls: true },
    });
    expect(
      resolveTransportConfig({ ...LOCAL_HOST, VITE_PUSHER_TLS: 'false' }, { search: '' }, memoryStorage()),
    ).toMatchObject({ pusherTls: false, trading: { tls: false } });
    expect(
      resolveTransportConfig(
        { ...LOCAL_HOST, VITE_PUSHER_TLS: 'false', VITE_TRADING_PUSHER_TLS: 'true' },
        { search: '' },
        memoryStorage(),
      ),
    ).toMatchObject({ pusherTls: false, trading: { tls: true } });
  });

  it("reads an empty VITE_API_URL as the page's own origin: requests go to relative paths", () => {
    expect(resolveTransportConfig(LOCAL_HOST, { search: '' }, memoryStorage())).toMatchObject({ apiUrl: '' });
  });

  it("lets an override keep a plain ws broadcaster only when the build's own is one", () => {
    const build = {
      ...LOCAL_HOST,
      VITE_API_URL: 'http://127.0.0.1:8080',
      VITE_PUSHER_TLS: 'false',
      VITE_ALLOW_TRANSPORT_OVERRIDE: '1',
    };
    const search = '?transport=http&api=http://127.0.0.1:8080&host=127.0.0.1&port=8080';
    expect(resolveTransportConfig(build, { search }, memoryStorage())).toMatchObject({
      overridden: true,
      pusherTls: false,
    });
  });
});
